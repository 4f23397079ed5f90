// /client/removal-requests/:leadId/change (issue #17 "Changing their mind"): change an open request — its date,
// the address details, the property, floor and lift, the services and the description — and the movers who
// received it are told exactly what changed; or cancel it with a reason. Only for the request's own customer
// while it is open (otherwise back to the request).
import {
  asksParkingAndCarry,
  CARRY_OPTIONS,
  FLOOR_OPTIONS,
  LIFT_FITS_OPTIONS,
  PARKING_OPTIONS,
} from "@rm/domain/lead/access";
import { todayInLondon } from "@rm/domain/lead/dates";
import {
  ADDITIONAL_SERVICES,
  BEDROOMS,
  DATE_TYPE_OPTIONS,
  LIFT_OPTIONS,
  PREFERRED_TIME_OPTIONS,
  PROPERTY_TYPES,
  STORAGE_SIZES,
} from "@rm/domain/lead/options";
import { EDITABLE_FIELDS } from "@rm/domain/request-lifecycle";
import { routeText } from "@rm/domain/text";
import { useState } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { CancelRequest } from "../../features/requests/cancel-request.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/request-life.css";
import type { Route } from "./+types/change-request";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Change or cancel your request",
    description: "Change the details of your removal request, or cancel it.",
    path: `/client/removal-requests/${params.leadId}/change`,
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = guard("client", context.user, url);
  const c = await context.services.quotes.clientRequest(
    { user, sessionId: context.sessionId },
    params.leadId,
    {},
  );
  if (!c) throw data({ message: "Request not found" }, { status: 404 });
  // booked, closed or cancelled: nothing to change here
  if (!c.editable) throw redirect(`/client/removal-requests/${params.leadId}`);
  return { request: c.request, values: c.editable, today: todayInLondon() };
}

type Options = readonly (string | { readonly value: string; readonly label: string })[];
const val = (o: Options[number]) => (typeof o === "string" ? o : o.value);
const lab = (o: Options[number]) => (typeof o === "string" ? o : o.label);
const text = (v: unknown) => (typeof v === "string" ? v : "");

function Select({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: Options;
  value: unknown;
}) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={text(value)}>
        <option value="">Not given</option>
        {options.map((o) => (
          <option key={val(o)} value={val(o)}>
            {lab(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One end of the move: property type, then bedrooms or storage size, then floor and lift for a flat. */
function Property(props: { side: "from" | "to"; values: Record<string, unknown>; typeOfMove: string }) {
  const { side, values } = props;
  const [type, setType] = useState(text(values[`${side}PropertyType`]));
  const where = side === "from" ? "(from)" : "(to)";
  return (
    <fieldset className="stack">
      <legend>{side === "from" ? "Where you are moving from" : "Where you are moving to"}</legend>
      <div className="field">
        <label htmlFor={`${side}Address`}>Address {where}</label>
        <input
          id={`${side}Address`}
          name={`${side}Address`}
          defaultValue={text(values[`${side}Address`])}
          maxLength={300}
          autoComplete="off"
        />
      </div>
      <div className="field">
        <label htmlFor={`${side}PropertyType`}>Property {where}</label>
        <select
          id={`${side}PropertyType`}
          name={`${side}PropertyType`}
          value={type}
          onChange={(e) => setType(e.currentTarget.value)}
        >
          <option value="">Not given</option>
          {PROPERTY_TYPES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      {type === "Storage" ? (
        <Select
          name={`${side}StorageSize`}
          label={`Storage size ${where}, sq ft`}
          options={STORAGE_SIZES}
          value={values[`${side}StorageSize`]}
        />
      ) : (
        <Select
          name={`${side}Bedrooms`}
          label={`Bedrooms ${where}`}
          options={BEDROOMS}
          value={values[`${side}Bedrooms`]}
        />
      )}
      {type === "Apartment" ? (
        <div className="two-up">
          <Select
            name={`${side}Floor`}
            label={`Floor ${where}`}
            options={FLOOR_OPTIONS}
            value={values[`${side}Floor`]}
          />
          <Select
            name={`${side}Lift`}
            label={`Lift ${where}`}
            options={LIFT_OPTIONS}
            value={values[`${side}Lift`]}
          />
          <Select
            name={`${side}LiftFits`}
            label={`Lift fits furniture ${where}`}
            options={LIFT_FITS_OPTIONS}
            value={values[`${side}LiftFits`]}
          />
        </div>
      ) : null}
      {/* issue #32: parking and the walk from the van, at a UK end */}
      {asksParkingAndCarry(props.typeOfMove, side) ? (
        <div className="two-up">
          <Select
            name={`${side}Parking`}
            label={`Parking ${where}`}
            options={PARKING_OPTIONS}
            value={values[`${side}Parking`]}
          />
          <Select
            name={`${side}Carry`}
            label={`Van to the door ${where}`}
            options={CARRY_OPTIONS}
            value={values[`${side}Carry`]}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** The form's answers as the API takes them: every editable field it shows ("" clears one). */
function changesOf(form: HTMLFormElement) {
  const f = new FormData(form);
  const out: Record<string, unknown> = {};
  for (const name of EDITABLE_FIELDS) {
    if (name === "additionalServices") out[name] = f.getAll(name).map(String);
    else if (f.has(name)) out[name] = String(f.get(name));
  }
  return out;
}

export default function ChangeRequest({ loaderData }: Route.ComponentProps) {
  const { request: r, values, today } = loaderData;
  const navigate = useNavigate();
  const { show } = useToast();
  const [dateType, setDateType] = useState(text(values.dateType) || "specific");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const storage = r.typeOfMove === "Storage Unit";
  const services = Array.isArray(values.additionalServices) ? (values.additionalServices as string[]) : [];

  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    const res = await api("PATCH", `/client/requests/${r.id}`, changesOf(e.currentTarget));
    setBusy(false);
    if (!res.status) return setError(res.message);
    show("success", res.message);
    navigate(`/client/removal-requests/${r.id}`);
  };

  return (
    <section className="container narrow-page stack">
      <p>
        <Link to={`/client/removal-requests/${r.id}`}>← Back to your request</Link>
      </p>
      <h1>Change your request</h1>
      <p className="compare-summary">
        <strong>{r.typeOfMove}</strong>: {routeText(r.from, r.to)} · {r.moveDateLabel}
      </p>
      <p className="muted">
        The movers who received it are emailed exactly what you change. A quote they sent before is shown as
        based on the earlier details until they confirm or revise it. To move from or to another postcode,
        send a new request.
      </p>
      <form className="card stack change-form" onSubmit={save} noValidate>
        <fieldset className="stack">
          <legend>When</legend>
          <div className="field">
            <label htmlFor="dateType">Date type</label>
            <select
              id="dateType"
              name="dateType"
              value={dateType}
              onChange={(e) => setDateType(e.currentTarget.value)}
            >
              {DATE_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="two-up">
            <div className="field">
              <label htmlFor="startDate">{dateType === "flexible" ? "From" : "Moving date"}</label>
              <input
                id="startDate"
                name="startDate"
                type="date"
                min={today}
                defaultValue={text(values.startDate)}
              />
            </div>
            {dateType === "flexible" ? (
              <div className="field">
                <label htmlFor="endDate">To</label>
                <input
                  id="endDate"
                  name="endDate"
                  type="date"
                  min={today}
                  defaultValue={text(values.endDate)}
                />
              </div>
            ) : null}
          </div>
          {storage ? null : (
            <Select
              name="preferredTime"
              label="Preferred time"
              options={PREFERRED_TIME_OPTIONS}
              value={values.preferredTime}
            />
          )}
        </fieldset>
        {storage ? null : (
          <>
            <Property side="from" values={values} typeOfMove={r.typeOfMove} />
            <Property side="to" values={values} typeOfMove={r.typeOfMove} />
          </>
        )}
        <fieldset className="stack request-choices">
          <legend>Additional services</legend>
          {ADDITIONAL_SERVICES.map((s) => (
            <label key={s} className="choice">
              <input
                type="checkbox"
                name="additionalServices"
                value={s}
                defaultChecked={services.includes(s)}
              />
              {s}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="description">Anything movers should know</label>
          <textarea
            id="description"
            name="description"
            rows={4}
            maxLength={2000}
            defaultValue={text(values.description)}
          />
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Saving…" : "Save changes"}
          </button>
        </div>
      </form>
      <CancelRequest leadId={r.id} />
    </section>
  );
}
