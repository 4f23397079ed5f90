// Issue #13 (docs/README.md#issues): the link emailed for a held request (sent with the email of an existing account, or over the
// velocity limits). One button sends it to movers; a button (not an automatic call) spends the link, so mail
// scanners that open links do not use it up.
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/confirm-request";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Confirm your removal request",
    description: "Confirm the removal request sent with your email address.",
    path: "/account/confirm-request",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  return null;
}

export default function ConfirmRequest() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(token ? null : INTAKE_MESSAGES.linkInvalid);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const res = await api("POST", "/client/request-links/confirm", { token });
    if (!res.status) {
      setBusy(false);
      return setError(res.message);
    }
    // a passwordless owner is signed in by the link: straight to the request and its movers
    if (res.data && typeof res.leadId === "string") {
      // issue #17: the same move as an open request — offered to update that one
      const duplicate = res.duplicate ? "&duplicate=true" : "";
      window.location.href = `/client/removal-requests?showModal=true${duplicate}&lead=${encodeURIComponent(res.leadId)}`;
      return;
    }
    setDone(res.message);
  };
  return (
    <section className="container narrow">
      <h1>Confirm your removal request</h1>
      {done ? (
        <>
          <p role="status">{done}</p>
          <p>
            <Link className="button" to="/login">
              Log in
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            A removal request was sent with your email address. It has not gone to any movers yet: confirm it
            to send it to nearby movers and get their quotes.
          </p>
          <FormError message={error} />
          {token ? (
            <p>
              <button type="button" className="button" onClick={confirm} disabled={busy}>
                {busy ? "Confirming…" : "Confirm and send it to movers"}
              </button>
            </p>
          ) : null}
          <p>
            Not you? Use the “Cancel this request” link in the same email, or simply ignore it: an unconfirmed
            request is never sent.
          </p>
        </>
      )}
    </section>
  );
}
