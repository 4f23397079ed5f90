// /admin/offers (issue #19): the partners' offers shown on /partners — add one, edit one, end one now (it
// leaves /partners at once). Offers past their last day or ended stay listed here, marked.
import type { AdminPartnerOffer } from "@rm/domain/api";
import { OFFER_LIMITS } from "@rm/domain/content-admin";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Field, TextArea } from "../../components/field-parts.tsx";
import { useToast } from "../../components/toasts.tsx";
import { adminAction } from "../../features/admin/admin-action.ts";
import { AdminActionForm } from "../../features/admin/admin-action-form.tsx";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { when } from "../../features/admin/admin-list.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/offers";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Partner offers — Admin",
    description: "The offers partner companies see.",
    path: "/admin/offers",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  return { offers: await context.services.contentAdmin.partnerOffers(context.user) };
}

/** issue #28: ending an offer, with or without JavaScript */
export const action = (args: Route.ActionArgs) => adminAction(args);

type Values = { title: string; partner: string; description: string; code: string; expiresOn: string };

function OfferForm({ offer, onDone }: { offer: AdminPartnerOffer | null; onDone: () => void }) {
  const { show } = useToast();
  const [v, setV] = useState<Values>({
    title: offer?.title ?? "",
    partner: offer?.partner ?? "",
    description: offer?.description ?? "",
    code: offer?.code ?? "",
    expiresOn: offer?.expiresOn ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // after a refusal, once its messages are shown, the first field in error takes the focus
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const field = (k: keyof Values) => ({
    value: v[k],
    error: errors[k],
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [k]: e.target.value })),
  });
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = offer
      ? await api("PUT", `/admin/partner-offers/${offer.id}`, v)
      : await api("POST", "/admin/partner-offers", v);
    setBusy(false);
    show(res.status ? "success" : "error", res.message);
    if (!res.status) {
      setErrors(("errors" in res && res.errors) || {});
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    if (!offer) setV({ title: "", partner: "", description: "", code: "", expiresOn: "" });
    onDone();
  };
  return (
    <form
      ref={formRef}
      className="stack"
      onSubmit={save}
      noValidate
      aria-label={offer ? `Edit ${offer.title}` : "Add an offer"}
    >
      <Field label="Title" required maxLength={OFFER_LIMITS.titleMax} {...field("title")} />
      <Field label="Partner" required maxLength={OFFER_LIMITS.partnerMax} {...field("partner")} />
      <TextArea
        label="What the offer is"
        rows={3}
        maxLength={OFFER_LIMITS.descriptionMax}
        {...field("description")}
      />
      <Field
        label="Code (optional)"
        hint="Letters, digits and hyphens; shown in capitals."
        maxLength={OFFER_LIMITS.codeMax}
        autoCapitalize="characters"
        spellCheck={false}
        {...field("code")}
      />
      <Field
        label="Last day (optional)"
        hint="The offer leaves the partners page after this day."
        type="date"
        {...field("expiresOn")}
      />
      <p>
        <button type="submit" className="button" disabled={busy}>
          {offer ? "Save the offer" : "Add the offer"}
        </button>
      </p>
    </form>
  );
}

function OfferCard({ offer }: { offer: AdminPartnerOffer }) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState(false);
  return (
    <li className="queue-card stack">
      <p>
        <strong>{offer.title}</strong> — {offer.partner}{" "}
        {offer.live ? (
          <span className="badge">On /partners</span>
        ) : (
          <span className="badge badge-pending">Ended</span>
        )}
      </p>
      <p>{offer.description}</p>
      <p className="muted">
        {offer.code ? `Code ${offer.code} · ` : "No code · "}
        {offer.expiredAt
          ? `ended ${when(offer.expiredAt)}`
          : offer.expiresLabel
            ? `runs until ${offer.expiresLabel}`
            : "no end date"}
      </p>
      <div className="inbox-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          {editing ? "Close" : "Edit"}
        </button>
        {offer.live ? (
          <AdminActionForm
            intent="offer.expire"
            target={String(offer.id)}
            subject={`the offer “${offer.title}”`}
            label="End it now"
          />
        ) : null}
      </div>
      {editing ? (
        <OfferForm
          offer={offer}
          onDone={() => {
            setEditing(false);
            revalidate();
          }}
        />
      ) : null}
    </li>
  );
}

export default function AdminOffers({ loaderData }: Route.ComponentProps) {
  const { offers } = loaderData;
  const { revalidate } = useRevalidator();
  return (
    <section className="container stack">
      <h1>Partner offers</h1>
      <AdminNav />
      <p>Deals partner companies see on the partners page, while they run.</p>
      {offers.length === 0 ? (
        <p className="muted">No offers yet.</p>
      ) : (
        <ul className="queue-list">
          {offers.map((o) => (
            <OfferCard key={o.id} offer={o} />
          ))}
        </ul>
      )}
      <section className="stack" aria-labelledby="new-offer">
        <h2 id="new-offer">Add an offer</h2>
        <OfferForm offer={null} onDone={revalidate} />
      </section>
    </section>
  );
}
