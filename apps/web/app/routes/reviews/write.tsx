// /reviews/write?token=… (issue #16): the review form the emailed link opens. The token allows this one
// booking's review and nothing else: it signs nobody in, and it is spent by the review it brings.
import { REVIEW_MESSAGES } from "@rm/domain/reviews";
import { possessive } from "@rm/domain/text";
import { useState } from "react";
import { data, Link } from "react-router";
import { ReviewForm } from "../../features/reviews/review-form.tsx";
import { HowWeHandle } from "../../features/reviews/review-list.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/write";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Review your move",
    description: "Tell other Londoners how your move went.",
    path: "/reviews/write",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  const token = url.searchParams.get("token") ?? "";
  const form = token ? await context.services.reviews.formByToken(token) : null;
  return data({ token, form }, { headers: { "Cache-Control": "no-store" } });
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export default function WriteReview({ loaderData }: Route.ComponentProps) {
  const { token, form } = loaderData;
  const [done, setDone] = useState<string | null>(null);
  if (!form)
    return (
      <section className="container narrow stack">
        <h1>Review your move</h1>
        <p role="alert">{REVIEW_MESSAGES.linkInvalid}</p>
        <p>
          <Link className="button" to="/login?next=/client/removal-requests">
            Sign in
          </Link>
        </p>
      </section>
    );
  return (
    <section className="container narrow stack">
      <h1>Review {form.company.name}</h1>
      <p className="lead">
        {form.firstName ? `${form.firstName}, h` : "H"}ow did your move go? ({form.moveLabel})
      </p>
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
      ) : form.refusal ? (
        <p role="alert">{form.refusal}</p>
      ) : (
        <ReviewForm
          companyName={form.company.name}
          send={async (review) => {
            const res = await api("POST", "/reviews/invitation", { ...review, token });
            if (res.status) setDone(res.message);
            return res;
          }}
        />
      )}
      <HowWeHandle />
    </section>
  );
}
