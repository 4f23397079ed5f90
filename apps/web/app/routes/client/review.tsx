// /client/removal-requests/:leadId/review (issue #16): the signed-in customer reviews the mover they booked,
// from the day after the move for 12 months; or edits the review when our team asked them to.
import { REVIEW_MESSAGES } from "@rm/domain/reviews";
import { possessive } from "@rm/domain/text";
import { useState } from "react";
import { data, Link } from "react-router";
import { ReviewForm } from "../../features/reviews/review-form.tsx";
import { HowWeHandle } from "../../features/reviews/review-list.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Review your move",
    description: "Tell other Londoners how your move went.",
    path: `/client/removal-requests/${params.leadId}/review`,
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = guard("client", context.user, url);
  const form = await context.services.reviews.formForBooking(
    { user, sessionId: context.sessionId },
    params.leadId,
  );
  if (!form) throw data({ message: REVIEW_MESSAGES.notFound }, { status: 404 });
  return form;
}

export default function ClientReview({ loaderData: form }: Route.ComponentProps) {
  const [done, setDone] = useState<string | null>(null);
  const editing = form.review?.status === "changes_requested";
  const path = `/client/bookings/${form.leadId}/review` as const;
  return (
    <section className="container narrow stack">
      <p className="muted">
        <Link to={`/client/removal-requests/${form.leadId}`}>Back to your request</Link>
      </p>
      <h1>Review {form.company.name}</h1>
      <p className="lead">Your move: {form.moveLabel}</p>
      {done ? (
        <>
          <p role="status" className="notice">
            {done}
          </p>
          <p>
            <Link className="button" to={`/companies/${form.company.id}`}>
              See {possessive(form.company.name)} reviews
            </Link>
          </p>
        </>
      ) : editing ? (
        <>
          <p>
            Our team asked you to change your review before it is published. Your edited review is checked
            again.
          </p>
          <ReviewForm
            companyName={form.company.name}
            submitLabel="Send my edited review"
            initial={{
              rating: String(form.review!.rating),
              title: form.review!.title,
              body: form.review!.body,
            }}
            send={async (review) => {
              const res = await api("PUT", path, review);
              if (res.status) setDone(res.message);
              return res;
            }}
          />
        </>
      ) : form.refusal ? (
        <p role="alert">{form.refusal}</p>
      ) : (
        <ReviewForm
          companyName={form.company.name}
          send={async (review) => {
            const res = await api("POST", path, review);
            if (res.status) setDone(res.message);
            return res;
          }}
        />
      )}
      <HowWeHandle />
    </section>
  );
}
