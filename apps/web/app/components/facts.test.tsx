// A lead's facts as a mover reads them: a value with slashes ("Disassembling/Reassembling") may wrap at a
// slash instead of mid-word, and still reads (and is found) as the same words.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/account/dashboard"}
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { cleanup, render, screen } = await import("@testing-library/react");
const { Facts } = await import("./facts.tsx");

afterEach(() => cleanup());

test("a value with slashes may break after each slash, and its words are unchanged", () => {
  render(
    <Facts
      items={[
        { label: "Extras", value: "Disassembling/Reassembling, Packing services" },
        { label: "Size", value: "2-bedroom apartment" },
      ]}
    />,
  );
  const extras = screen.getByText("Disassembling/Reassembling, Packing services");
  assert.equal(extras.tagName, "DD");
  assert.equal(extras.querySelectorAll("wbr").length, 1, "one break opportunity, after the slash");
  assert.equal(extras.innerHTML, "Disassembling/<wbr>Reassembling, Packing services");
  const size = screen.getByText("2-bedroom apartment");
  assert.equal(size.querySelectorAll("wbr").length, 0, "no slash, no break added");
});

test("a value that is not text is shown as it is", () => {
  render(<Facts items={[{ label: "Quotes", value: <strong>3/6</strong> }]} />);
  const strong = screen.getByText("3/6");
  assert.equal(strong.tagName, "STRONG");
  assert.equal(strong.querySelectorAll("wbr").length, 0);
});
