// Issue #18: the mover's lead page warns before quoting when the customer's declared value needs more than the
// company's verified Goods in Transit cover (the words from @rm/domain's declaredValueWarning).
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/account/dashboard/leads/1"}
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { declaredValueBand } from "@rm/domain/lead/options";
import { declaredValueWarning, PRICING_MESSAGES as P } from "@rm/domain/quote-pricing";

// a browser-like document before Testing Library and React load
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { cleanup, render, screen } = await import("@testing-library/react");
const { DeclaredValueNotice } = await import("./declared-value.tsx");

afterEach(() => cleanup());

const cover = (pounds: number | null) => ({
  goodsInTransitPence: pounds === null ? null : pounds * 100,
  publicLiabilityPence: 500_000_000,
  verifiedUntil: "2027-06-30",
});
const view = (band: string | null, gitPounds: number | null) => ({
  label: declaredValueBand(band)?.label ?? null,
  warning: declaredValueWarning(band, cover(gitPounds)),
});

test("a declared value above the company's cover: the mover sees the value and the warning", () => {
  render(<DeclaredValueNotice declaredValue={view("50k-100k", 50_000)} />);
  assert.match(screen.getByText("Belongings worth:").parentElement!.textContent!, /£50,000 to £100,000/);
  assert.equal(screen.getByRole("note").textContent, P.coverBelowValue("£50,000 to £100,000", "£50,000"));
});

test("covered: the value shows, no warning", () => {
  render(<DeclaredValueNotice declaredValue={view("up-to-10k", 50_000)} />);
  assert.match(screen.getByText("Belongings worth:").parentElement!.textContent!, /Up to £10,000/);
  assert.equal(screen.queryByRole("note"), null);
});

test("no verified certificate: the mover is told to upload it", () => {
  render(<DeclaredValueNotice declaredValue={view("10k-25k", null)} />);
  assert.equal(screen.getByRole("note").textContent, P.valueWithoutCover("£10,000 to £25,000"));
});

test("nothing declared: nothing shows", () => {
  const { container } = render(<DeclaredValueNotice declaredValue={view(null, null)} />);
  assert.equal(container.innerHTML, "");
});
