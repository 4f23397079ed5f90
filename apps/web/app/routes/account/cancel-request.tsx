// Issue #13 (docs/README.md#issues): "Not you? Cancel this request", the link in every request's emails. One button takes the
// request away from movers and from whoever typed the address; a button (not an automatic call) spends the
// link, so mail scanners that open links do not use it up.
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/cancel-request";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Cancel a removal request",
    description: "Cancel a removal request sent with your email address.",
    path: "/account/cancel-request",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  return null;
}

export default function CancelRequest() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(token ? null : INTAKE_MESSAGES.linkInvalid);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    const res = await api("POST", "/client/request-links/cancel", { token });
    setBusy(false);
    if (!res.status) return setError(res.message);
    setDone(res.message);
  };
  return (
    <section className="container narrow">
      <h1>Cancel this removal request</h1>
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <>
          <p>
            If you did not ask for removal quotes with this email address, cancel the request: movers can no
            longer quote for it, and whoever typed your address loses access to it. A request that has been
            booked is cancelled from its page instead, where the booking's terms are shown.
          </p>
          <FormError message={error} />
          {token ? (
            <p>
              <button type="button" className="button" onClick={cancel} disabled={busy}>
                {busy ? "Cancelling…" : "Cancel this request"}
              </button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
