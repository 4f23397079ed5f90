// Issue #16: the review form — overall stars (required; a star row, star-rating.tsx), four optional sub-ratings, title, text and
// "would you recommend". The same for the emailed link and the signed-in customer; the page says where it goes.
import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_LIMITS, type ReviewInput, reviewSchema, SUB_RATINGS } from "@rm/domain/reviews";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { ChoiceGroup } from "../../components/choice-group.tsx";
import { FormError, FormField, TextAreaField } from "../../components/field.tsx";
import { StarRating } from "./star-rating.tsx";
import "../../styles/reviews.css";

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
const FIELDS = [
  "rating",
  "punctuality",
  "care",
  "value",
  "communication",
  "title",
  "body",
  "wouldRecommend",
] as const;

type FormValues = Record<(typeof FIELDS)[number], string>;
export type SendResult = { status: boolean; message: string; errors?: Record<string, string> };

export function ReviewForm({
  companyName,
  initial,
  submitLabel = "Publish my review",
  send,
}: {
  companyName: string;
  initial?: Partial<FormValues>;
  submitLabel?: string;
  /** posts the checked review; answers the API's result */
  send: (review: ReviewInput) => Promise<SendResult>;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewSchema) as never,
    defaultValues: {
      rating: "",
      punctuality: "",
      care: "",
      value: "",
      communication: "",
      title: "",
      body: "",
      wouldRecommend: "",
      ...initial,
    },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await send(values);
    if (res.status) return;
    let shown = false;
    for (const f of FIELDS) {
      const m = res.errors?.[f];
      if (m) {
        form.setError(f, { message: m }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setError(res.message);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="stack review-form" aria-label={`Review ${companyName}`}>
        <FormError message={error} />
        <StarRating name="rating" legend="Overall, how did they do?" />
        <fieldset className="sub-ratings stack">
          <legend>In detail (optional)</legend>
          {SUB_RATINGS.map((s) => (
            <StarRating key={s.key} name={s.key} legend={s.label} optional />
          ))}
        </fieldset>
        <FormField
          name="title"
          label="Title"
          maxLength={REVIEW_LIMITS.maxTitle}
          hint="A line that sums it up."
        />
        <TextAreaField
          name="body"
          label="Your review"
          rows={7}
          hint={`What went well, what did not: ${REVIEW_LIMITS.minText} to ${REVIEW_LIMITS.maxText.toLocaleString("en-GB")} characters. Phone numbers, emails and links are removed; please leave out staff's personal details.`}
        />
        <ChoiceGroup name="wouldRecommend" legend={`Would you recommend ${companyName}?`} options={YES_NO} />
        <p>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? "Sending…" : submitLabel}
          </button>
        </p>
      </form>
    </FormProvider>
  );
}
