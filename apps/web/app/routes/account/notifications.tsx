// /account/notifications (issue #33): what a signed-in person (customer, mover or admin) receives — a grid of
// kinds of message × channels, the essential ones ticked and fixed with the reason. A plain form: it posts to
// this page (works without JavaScript), whose action saves through the same service as PUT
// /api/account/notifications. The rules: @rm/domain/notifications, docs/product/notifications.md.
import {
  CHANNEL_LABELS,
  ESSENTIAL_REASON,
  KIND_HINTS,
  KIND_LABELS,
  type NotificationCell,
  NOTIFICATION_MESSAGES,
} from "@rm/domain/notifications";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { unreadable } from "../../lib/plain-form.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/account.css";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Notification settings",
    description: "Choose which emails, texts and push alerts you get from London Removals Compare.",
    path: "/account/notifications",
    noindex: true,
  });

const PATH = "/account/notifications";

export async function loader({ context }: Route.LoaderArgs) {
  const grid = await context.services.notifications.settings(context.user);
  if (!grid) throw redirect(`/login?next=${encodeURIComponent(PATH)}`);
  return grid;
}

export async function action({ context, request }: Route.ActionArgs) {
  if (!context.user) throw redirect(`/login?next=${encodeURIComponent(PATH)}`);
  const form = await context.plainForm.read(request);
  if (!form) return unreadable();
  const saved = await context.services.notifications.saveForm(context.user, form);
  if (!saved.saved) return data({ error: saved.message }, { status: 400 });
  return { done: NOTIFICATION_MESSAGES.saved };
}

/** one row: a kind, its explanation, and a box per channel */
function KindRow({
  cells,
  channels,
  role,
  phoneVerified,
}: {
  cells: NotificationCell[];
  /** the grid's columns: a channel this kind is never sent by has an empty cell (a customer's push) */
  channels: NotificationCell["channel"][];
  role: Route.ComponentProps["loaderData"]["role"];
  phoneVerified: boolean;
}) {
  const kind = cells[0]!.kind;
  const hint = KIND_HINTS[kind][role];
  return (
    <tr>
      <th scope="row">
        <span className="notify-kind">{KIND_LABELS[kind]}</span>
        {hint ? <span className="muted notify-hint">{hint}</span> : null}
      </th>
      {channels.map((channel) => {
        const c = cells.find((x) => x.channel === channel);
        if (!c)
          return (
            <td key={`${kind}.${channel}`} data-label={CHANNEL_LABELS[channel]}>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">Not sent by {CHANNEL_LABELS[channel].toLowerCase()}</span>
            </td>
          );
        const id = `${c.kind}.${c.channel}`;
        return (
          <td key={id} data-label={CHANNEL_LABELS[c.channel]}>
            <input
              type="checkbox"
              id={id}
              name={id}
              defaultChecked={c.on}
              disabled={c.essential || (c.channel === "text" && !phoneVerified)}
              aria-label={`${KIND_LABELS[c.kind]} by ${CHANNEL_LABELS[c.channel].toLowerCase()}`}
              aria-describedby={
                c.essential ? "essential-reason" : c.channel === "text" ? "texts-need-phone" : undefined
              }
            />
            {c.essential ? (
              <>
                {/* a disabled box is not sent: the essential one stays on whatever the form says */}
                <input type="hidden" name={id} value="on" />
                <span className="notify-always">Always</span>
              </>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { role, settings, phoneVerified } = loaderData;
  const busy = useNavigation().state === "submitting";
  const channels = [...new Set(settings.map((s) => s.channel))];
  const kinds = [...new Set(settings.map((s) => s.kind))];
  const hasEssential = settings.some((s) => s.essential);
  return (
    <section className="container narrow stack">
      <h1>Notification settings</h1>
      <p>
        Choose what we send you, and how. Sign-in links, password resets, two-step sign-in and news about your
        account are always emailed: they keep your account safe.
      </p>
      {actionData && "done" in actionData ? (
        <p role="status" className="notice">
          {actionData.done}
        </p>
      ) : null}
      {actionData && "error" in actionData ? (
        <p role="alert" className="form-error">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="stack">
        <table className="notify-grid">
          <caption className="visually-hidden">What you get, by kind of message and channel</caption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              {channels.map((c) => (
                <th scope="col" key={c}>
                  {CHANNEL_LABELS[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((k) => (
              <KindRow
                key={k}
                role={role}
                channels={channels}
                phoneVerified={phoneVerified}
                cells={settings.filter((s) => s.kind === k)}
              />
            ))}
          </tbody>
        </table>
        {hasEssential ? (
          <p id="essential-reason" className="muted">
            {ESSENTIAL_REASON}
          </p>
        ) : null}
        {channels.includes("text") ? (
          <p id="texts-need-phone" className="muted">
            {phoneVerified ? (
              "Texts go only to the phone number you have verified."
            ) : (
              <>
                Texts go only to a phone number you have verified: verify yours first (
                {role === "company" ? (
                  <Link to="/account/dashboard/alerts">Alerts</Link>
                ) : (
                  "on your request's page"
                )}
                ), then choose your texts here.
              </>
            )}
          </p>
        ) : null}
        <p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Saving…" : "Save settings"}
          </button>
        </p>
      </Form>
    </section>
  );
}
