// Issue #28: the review form's ratings are star rows — a radio group per rating, each star a radio named by its
// number and word — and what the customer picks is what is sent; the overall rating is required, an optional
// one can be taken back. (The arrows, the drawn stars and the focus ring are the browser's: e2e/tests/reviews.spec.ts.)
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/reviews/write?token=x"}
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_MESSAGES, reviewSchema } from "@rm/domain/reviews";
import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { cleanup, render, screen, waitFor, within } = await import("@testing-library/react");
const { default: userEvent } = await import("@testing-library/user-event");
const { StarRating } = await import("./star-rating.tsx");

afterEach(() => cleanup());

// the review form's own rules for these two ratings (@rm/domain/reviews)
const schema = z.object({ rating: reviewSchema.shape.rating, care: reviewSchema.shape.care });
type Sent = z.output<typeof schema>;

function Harness({ onSend }: { onSend: (v: Sent) => void }) {
  const form = useForm({ resolver: zodResolver(schema) as never, defaultValues: { rating: "", care: "" } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((v) => onSend(v as unknown as Sent))} noValidate>
        <StarRating name="rating" legend="Overall, how did they do?" />
        <StarRating name="care" legend="Care of belongings" optional />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

function renderForm() {
  const sent: Sent[] = [];
  render(<Harness onSend={(v) => sent.push(v)} />);
  return sent;
}

test("each rating is a radio group of five stars, named by number and word, none chosen", () => {
  renderForm();
  const overall = screen.getByRole("radiogroup", { name: "Overall, how did they do?" });
  const stars = within(overall).getAllByRole("radio") as HTMLInputElement[];
  assert.deepEqual(
    stars.map((s) => s.getAttribute("aria-label")),
    ["1 star: Poor", "2 stars: Fair", "3 stars: Good", "4 stars: Very good", "5 stars: Excellent"],
  );
  assert.deepEqual(
    stars.map((s) => s.value),
    ["1", "2", "3", "4", "5"],
  );
  assert.ok(
    stars.every((s) => !s.checked && s.name === "rating"),
    "one group, nothing chosen: the arrows move in it",
  );
  const care = screen.getByRole("radiogroup", { name: "Care of belongings" });
  assert.equal(within(care).getAllByRole("radio").length, 5);
});

test("what is picked is sent; an optional rating taken back is sent as not rated", async () => {
  const sent = renderForm();
  const user = userEvent.setup();
  const overall = screen.getByRole("radiogroup", { name: "Overall, how did they do?" });
  await user.click(within(overall).getByRole("radio", { name: "4 stars: Very good" }).closest("label")!);
  const care = screen.getByRole("radiogroup", { name: "Care of belongings" });
  assert.equal(within(care).queryByRole("button"), null, "nothing to clear before a choice");
  await user.click(within(care).getByRole("radio", { name: "2 stars: Fair" }));
  await user.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => assert.equal(sent.length, 1));
  assert.deepEqual(sent[0], { rating: 4, care: 2 });

  await user.click(within(care).getByRole("button", { name: "Clear: Care of belongings" }));
  assert.ok(
    within(care)
      .getAllByRole("radio")
      .every((r) => !(r as HTMLInputElement).checked),
  );
  assert.equal(within(care).queryByRole("button"), null);
  await user.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => assert.equal(sent.length, 2));
  assert.deepEqual(sent[1], { rating: 4, care: undefined });
});

test("no overall rating: the group says what is missing, tied to it, and nothing is sent", async () => {
  const sent = renderForm();
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Send" }));
  const overall = screen.getByRole("radiogroup", { name: "Overall, how did they do?" });
  await waitFor(() => assert.ok(overall.getAttribute("aria-describedby")));
  const message = document.getElementById(overall.getAttribute("aria-describedby")!);
  assert.equal(message?.textContent, REVIEW_MESSAGES.ratingRequired);
  assert.equal(within(overall).queryByRole("button"), null, "the required rating has no Clear");
  assert.equal(sent.length, 0);
});
