// /account/dashboard/reviews (issue #16): the company's reviews, newest first, its averages, a public reply per
// review (editable for 48 hours) and a flag with a reason for our team (which never hides a review by itself);
// on the first page, the averages over the last 12 months as charts.
import { formatRating, plural } from "@rm/domain/text";
import { REVIEW_LIMITS, REVIEW_STATUS_LABELS, SUB_RATINGS } from "@rm/domain/reviews";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { FormError } from "../../../components/field.tsx";
import { Stars } from "../../../components/rating.tsx";
import { useToast } from "../../../components/toasts.tsx";
import { ReviewAveragesChart } from "../../../features/reviews/averages-chart.tsx";
import { HowWeHandle, ReviewCard } from "../../../features/reviews/review-list.tsx";
import { api } from "../../../lib/api.ts";
import { guard } from "../../../lib/guards.ts";
import { pageMeta } from "../../../lib/seo.ts";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Your reviews",
    description: "Your customers' reviews, your replies and your averages.",
    path: "/account/dashboard/reviews",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guard("company", context.user, url);
  const page = Number(url.searchParams.get("page"));
  return context.services.reviews.companyReviews(user, Number.isInteger(page) && page > 0 ? page : 1);
}

type Item = NonNullable<Route.ComponentProps["loaderData"]>["reviews"][number];

function ReplyBox({ r }: { r: Item }) {
  const [body, setBody] = useState(r.reply?.body ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { show } = useToast();
  const { revalidate } = useRevalidator();
  const id = `reply-${r.id}`;
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await api("PUT", `/company/reviews/${r.id}/reply`, { body });
    setBusy(false);
    if (!res.status) return setError((res.errors as Record<string, string> | undefined)?.body ?? res.message);
    show("success", res.message);
    revalidate();
  };
  return (
    <form onSubmit={send} className="stack" aria-label={`Reply to ${r.authorName}`}>
      <FormError message={error} />
      <div className="field">
        <label htmlFor={id}>{r.reply ? "Edit your public reply" : "Your public reply"}</label>
        <p className="field-hint" id={`${id}-hint`}>
          {r.reply
            ? `You can edit your reply for ${REVIEW_LIMITS.replyEditHours} hours after posting it.`
            : `Shown under the review. One reply per review; you can edit it for ${REVIEW_LIMITS.replyEditHours} hours.`}
        </p>
        <textarea
          id={id}
          rows={3}
          maxLength={REVIEW_LIMITS.maxReply}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p className="flush">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : r.reply ? "Save reply" : "Publish reply"}
        </button>
      </p>
    </form>
  );
}

function FlagBox({ r }: { r: Item }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { show } = useToast();
  const { revalidate } = useRevalidator();
  const id = `flag-${r.id}`;
  if (r.flag) return <p className="muted">You flagged this review: “{r.flag}”. Our team will decide.</p>;
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const res = await api("POST", `/company/reviews/${r.id}/report`, { reason });
    if (!res.status)
      return setError((res.errors as Record<string, string> | undefined)?.reason ?? res.message);
    show("success", res.message);
    revalidate();
  };
  return (
    <details>
      <summary>Flag this review for our team</summary>
      <form onSubmit={send} className="stack">
        <FormError message={error} />
        <div className="field">
          <label htmlFor={id}>Why does it break our review rules?</label>
          <textarea
            id={id}
            rows={2}
            maxLength={REVIEW_LIMITS.maxReason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <p className="flush">
          <button type="submit" className="button button-secondary">
            Flag review
          </button>
        </p>
      </form>
    </details>
  );
}

export default function DashboardReviews({ loaderData: d }: Route.ComponentProps) {
  if (!d) return <p>Your reviews appear here once your company is approved.</p>;
  const s = d.summary;
  return (
    <div className="stack">
      <h1>Your reviews</h1>
      <div className="review-summary card">
        <p className="flush">
          {s.rating !== null ? (
            <>
              <Stars rating={s.rating} /> <strong>{formatRating(s.rating)}</strong> from{" "}
              {plural(s.ratingCount, "review")}
            </>
          ) : (
            "No reviews yet"
          )}
          {s.recommendShare !== null ? <> · {s.recommendShare}% would recommend you</> : null}
        </p>
        <ul className="review-subs">
          {SUB_RATINGS.map((k) =>
            s.subRatings[k.key] !== null ? (
              <li key={k.key}>
                {k.label}: {formatRating(s.subRatings[k.key]!)}
              </li>
            ) : null,
          )}
        </ul>
      </div>
      {d.page === 1 ? <ReviewAveragesChart months={d.averages} /> : null}
      {d.reviews.length === 0 ? (
        <p>No reviews yet. We ask each customer you move for a review the day after the move.</p>
      ) : null}
      {d.reviews.map((r) => (
        <ReviewCard key={r.id} r={r} companyName={d.company.name}>
          {r.status !== "published" ? (
            <p className="muted">
              {REVIEW_STATUS_LABELS[r.status]}
              {r.hiddenReason ? `: ${r.hiddenReason}` : ""}
            </p>
          ) : null}
          <div className="review-actions">
            {r.canReply ? <ReplyBox r={r} /> : null}
            {r.status === "published" ? <FlagBox r={r} /> : null}
          </div>
        </ReviewCard>
      ))}
      {d.pages > 1 ? (
        <nav aria-label="Pages of reviews">
          {d.page > 1 ? <Link to={`?page=${d.page - 1}`}>Newer reviews</Link> : null}{" "}
          {d.page < d.pages ? <Link to={`?page=${d.page + 1}`}>Older reviews</Link> : null}
        </nav>
      ) : null}
      <HowWeHandle />
    </div>
  );
}
