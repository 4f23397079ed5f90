// /account/unsubscribe?token=… (issue #33): the link of a non-essential email (its List-Unsubscribe header and
// "Stop receiving these emails" under it). No sign-in: the token, signed by the server, names the person and the kind.
// A GET only shows the button (a mail scanner opening the link changes nothing); a POST with
// List-Unsubscribe=One-Click — the button's, or a mailbox provider's RFC 8058 one-click POST to the same
// address — switches that kind's emails off at once. Nothing else can be done here.
import { NOTIFICATION_MESSAGES } from "@rm/domain/notifications";
import { data, Form, isRouteErrorResponse, Link } from "react-router";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/account.css";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Unsubscribe",
    description: "Stop one kind of email from London Removals Compare.",
    path: "/account/unsubscribe",
    noindex: true,
  });

const badLink = () => data({ message: NOTIFICATION_MESSAGES.badLink }, { status: 400 });

export async function loader({ context, url }: Route.LoaderArgs) {
  const link = await context.services.notifications.unsubscribeLink(url.searchParams.get("token"));
  if (!link) throw badLink();
  return link;
}

/** the one-click body, urlencoded (a form, the RFC's example) or multipart (RFC 8058 allows both) */
async function oneClick(context: Route.ActionArgs["context"], request: Request): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data\b/i.test(type)) {
    if (Number(request.headers.get("content-length") ?? Number.POSITIVE_INFINITY) > 4096) return false;
    return (await request.formData()).get("List-Unsubscribe") === "One-Click";
  }
  return (await context.plainForm.read(request))?.get("List-Unsubscribe") === "One-Click";
}

export async function action({ context, request, url }: Route.ActionArgs) {
  if (!(await oneClick(context, request))) throw badLink();
  const kind = await context.services.notifications.unsubscribe(url.searchParams.get("token"));
  if (!kind) throw badLink();
  return { stopped: NOTIFICATION_MESSAGES.unsubscribed(kind) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const stopped =
    actionData?.stopped ?? (loaderData.on ? null : NOTIFICATION_MESSAGES.unsubscribed(loaderData.kind));
  return (
    <section className="container narrow stack">
      <h1>Unsubscribe</h1>
      {stopped ? (
        <p role="status" className="notice">
          {stopped}
        </p>
      ) : (
        <Form method="post" className="stack">
          <p>
            Press the button to stop these emails. It takes effect at once; you can switch them on again in
            your settings.
          </p>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <p>
            <button type="submit" className="button">
              {NOTIFICATION_MESSAGES.stop(loaderData.kind)}
            </button>
          </p>
        </Form>
      )}
      <p>
        <Link to="/account/notifications">All your notification settings</Link> (sign in first).
      </p>
    </section>
  );
}

/** a link that is not ours (400): the reason and the way round it, on the page itself */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const bad = isRouteErrorResponse(error) && error.status === 400;
  return (
    <section className="container narrow stack">
      <h1>Unsubscribe</h1>
      <p role="alert" className="form-error">
        {bad
          ? NOTIFICATION_MESSAGES.badLink
          : "Sorry — the page could not be shown. Please try again in a moment."}
      </p>
      <p>
        <Link to="/account/notifications">Your notification settings</Link>
      </p>
    </section>
  );
}
