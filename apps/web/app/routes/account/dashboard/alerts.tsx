// /account/dashboard/alerts (issue #18): push alerts on this device (the service worker /sw.js shows them;
// on an iPhone the site must be added to the Home Screen first) and the company's quiet hours. Email alerts
// are not changed here. Issue #33: the phone texts go to (verified with a code) and whether texts are wanted.
import { ALERTS_PAGE, hourLabel } from "@rm/domain/movers-day";
import { useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { PhoneTexts } from "../../../components/phone-texts.tsx";
import { PushSwitch } from "../../../components/push-switch.tsx";
import { useToast } from "../../../components/toasts.tsx";
import { api } from "../../../lib/api.ts";
import { guard } from "../../../lib/guards.ts";
import { pageMeta } from "../../../lib/seo.ts";
import type { Route } from "./+types/alerts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Alerts",
    description: "Push alerts for new leads, messages and bookings, and your quiet hours.",
    path: "/account/dashboard/alerts",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guard("company", context.user, url);
  const settings = await context.services.alerts.settings(user);
  if (!settings) throw data({ message: "Not available" }, { status: 404 });
  // issue #33: the phone texts go to, verified with a code
  return { ...settings, phone: await context.services.texts.phone(user) };
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

function QuietHours({ from, until }: { from: number | null; until: number | null }) {
  const { show } = useToast();
  const [start, setStart] = useState(from === null ? "" : String(from));
  const [end, setEnd] = useState(until === null ? "" : String(until));
  const [busy, setBusy] = useState(false);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api("PUT", "/company/alerts/quiet-hours", {
      fromHour: start === "" ? null : Number(start),
      untilHour: end === "" ? null : Number(end),
    });
    setBusy(false);
    show(res.status ? "success" : "error", res.message);
  };
  const select = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{ALERTS_PAGE.quietOff}</option>
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {hourLabel(h)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="card stack" onSubmit={save}>
      <h2>{ALERTS_PAGE.quietHeading}</h2>
      <p>{ALERTS_PAGE.quietIntro}</p>
      {select("quiet-from", ALERTS_PAGE.quietFrom, start, setStart)}
      {select("quiet-until", ALERTS_PAGE.quietUntil, end, setEnd)}
      <p>
        <button type="submit" className="button" disabled={busy}>
          {ALERTS_PAGE.quietSave}
        </button>
      </p>
    </form>
  );
}

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="stack">
      <h1>{ALERTS_PAGE.heading}</h1>
      <p>{ALERTS_PAGE.intro}</p>
      <div className="card stack">
        <PushSwitch
          publicKey={loaderData.publicKey}
          path="/company/push-subscriptions"
          labels={ALERTS_PAGE}
          onChange={() => revalidator.revalidate()}
        />
        <p className="muted">{ALERTS_PAGE.devices(loaderData.devices.length)}</p>
      </div>
      <section className="card stack" aria-labelledby="texts-heading">
        <h2 id="texts-heading">Texts</h2>
        <p>
          New leads and booking news by text, and the day-before reminder. We text you a code first to check
          the number is yours. Texts wait for your quiet hours to end.
        </p>
        <PhoneTexts initial={loaderData.phone} side="company" />
      </section>
      <QuietHours from={loaderData.quietFromHour} until={loaderData.quietUntilHour} />
      <p className="muted">
        {ALERTS_PAGE.email} <Link to="/account/notifications">Notification settings</Link>
      </p>
    </div>
  );
}
