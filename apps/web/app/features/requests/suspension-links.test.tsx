// Issue #32: the customer's request page names each end's council with a link to apply for a parking suspension,
// only where one is needed and while the request is live.
// @vitest-environment happy-dom
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { SUSPENSION_WORDS, suspensionLinks } from "@rm/domain/lead/councils";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { cleanup, render, screen } = await import("@testing-library/react");
const { SuspensionLinks } = await import("./suspension-links.tsx");

afterEach(() => cleanup());

const links = suspensionLinks(
  "House/Flat Removals",
  { from: "suspension", to: "suspension" },
  { from: "NW3 2QG", to: "SE15 4QN" },
);

test("each end's council, its notice and a link that opens its page", () => {
  render(<SuspensionLinks links={links} status="open" />);
  screen.getByRole("heading", { name: SUSPENSION_WORDS.heading });
  const camden = screen.getByRole("link", { name: /London Borough of Camden: parking suspensions/ });
  assert.equal(
    camden.getAttribute("href"),
    "https://www.camden.gov.uk/ccm/content/transport-and-streets/parking/permits/suspensions/parking-bay-suspensions.en",
  );
  assert.equal(camden.getAttribute("target"), "_blank");
  const southwark = screen.getByRole("link", { name: /London Borough of Southwark's website/ });
  assert.equal(southwark.getAttribute("href"), "https://www.southwark.gov.uk/");
  screen.getByText(
    /Moving out: apply to the London Borough of Camden for a parking suspension\. The notice it asks for: at least 17 days\./,
  );
});

test("nothing when no end needs one, or once the request is cancelled", () => {
  const { container, rerender } = render(<SuspensionLinks links={[]} status="open" />);
  assert.equal(container.innerHTML, "");
  rerender(<SuspensionLinks links={links} status="cancelled" />);
  assert.equal(container.innerHTML, "");
  rerender(<SuspensionLinks links={links} status="booked" />);
  assert.equal(screen.getAllByRole("link").length, 2);
});
