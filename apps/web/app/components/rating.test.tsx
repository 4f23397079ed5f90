// Issue #28: the stars draw the rating as written — a 4★ review four full stars and an empty one, a 4.3 average
// four and three tenths — and read out the same number.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/account/dashboard/reviews"}
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { cleanup, render, screen } = await import("@testing-library/react");
const { Stars } = await import("./rating.tsx");

afterEach(() => cleanup());

/** each star's filled tenths, as rating.css draws them */
const fills = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>(".star")].map((s) => s.dataset.fill);

test("a 4-star review is four full stars and an empty one, read as 4 out of 5", () => {
  render(<Stars rating={4} />);
  const stars = screen.getByRole("img", { name: "Rated 4 out of 5" });
  assert.deepEqual(fills(stars), ["10", "10", "10", "10", "0"]);
});

test("a 4.3 average is four full stars and three tenths of the fifth, read as 4.3", () => {
  render(<Stars rating={4.3333} />);
  const stars = screen.getByRole("img", { name: "Rated 4.3 out of 5" });
  assert.deepEqual(fills(stars), ["10", "10", "10", "10", "3"]);
});
