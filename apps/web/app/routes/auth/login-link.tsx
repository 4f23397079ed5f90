// /login/link: the emailed sign-in link. A button (not an automatic call) spends the link, so mail scanners
// that open links do not use it up. Two-step accounts then enter their code here.
import { ACCOUNT_MESSAGES } from "@rm/domain/account-security";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { FormError } from "../../components/field.tsx";
import { type Challenge, challengeOf, SecondStepForm } from "../../components/second-step.tsx";
import { api } from "../../lib/api.ts";
import { guard, homeFor } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/login-link";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Sign in with your emailed link",
    description: "Use the link from your email to sign in.",
    path: "/login/link",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  return null;
}

const goHome = (user: unknown) => {
  window.location.href = homeFor(user as Parameters<typeof homeFor>[0]);
};

export default function LoginWithLink() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.loginLinkInvalid);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const res = await api("POST", "/auth/login-link/use", { token });
    if (!res.status) {
      setBusy(false);
      return setError(res.message);
    }
    const second = challengeOf(res);
    if (second) return setChallenge(second);
    goHome(res.data);
  };
  return (
    <section className="container narrow auth-page">
      <h1>Sign in</h1>
      {challenge ? (
        <SecondStepForm challenge={challenge} onDone={goHome} />
      ) : (
        <>
          <p>This link from your email signs you in once, without your password.</p>
          <FormError message={error} />
          {token && !error ? (
            <p>
              <button type="button" className="button" onClick={signIn} disabled={busy}>
                {busy ? "Signing in…" : "Sign in"}
              </button>
            </p>
          ) : (
            <p>
              <a href="/login">Ask for a new link on the log-in page</a>.
            </p>
          )}
        </>
      )}
    </section>
  );
}
