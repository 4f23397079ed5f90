// docs/product/decisions.md D8: the confirmation email's single-use sign-in link. A button (not an automatic call) spends the
// link, so mail scanners that open links do not use it up.
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { safeNextPath } from "@rm/domain/safe-redirect";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Sign in to your removal requests",
    description: "Use the link from your email to see your removal requests and quotes.",
    path: "/account/signin",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  return null;
}

export default function SigninWithLink() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(token ? null : INTAKE_MESSAGES.signinInvalid);
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const res = await api("POST", "/client/signin-link", { token });
    if (!res.status) {
      setBusy(false);
      return setError(res.message);
    }
    // issue #17: a quote email's link opens that request's quotes (a path of this site only)
    window.location.href = safeNextPath(params.get("next")) ?? "/client/removal-requests";
  };
  return (
    <section className="container narrow">
      <h1>Your removal requests</h1>
      <p>Sign in with the link from your email to see your requests and the quotes movers send.</p>
      <FormError message={error} />
      {token ? (
        <p>
          <button type="button" className="button" onClick={signIn} disabled={busy}>
            {busy ? "Signing in…" : "Sign in and see my requests"}
          </button>
        </p>
      ) : null}
      <p>
        Or <a href="/login">log in with your password</a>.
      </p>
    </section>
  );
}
