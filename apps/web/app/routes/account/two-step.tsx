// /account/security/two-step (companies and admins): set up two-step sign-in. The QR code is drawn by the
// server (an SVG); the first code from the app turns it on and shows the recovery codes once.
import { ACCOUNT_MESSAGES, SECURITY_PAGE } from "@rm/domain/account-security";
import { type FormEvent, useState } from "react";
import { Link, redirect } from "react-router";
import { Field } from "../../components/field.tsx";
import { EnrolmentCode, RecoveryCodes } from "../../components/second-step.tsx";
import { api } from "../../lib/api.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/account.css";
import type { Route } from "./+types/two-step";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Set up two-step sign-in",
    description: "Add a code from an authenticator app to your password.",
    path: "/account/security/two-step",
    noindex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.user || context.user.isGuest)
    throw redirect(`/login?next=${encodeURIComponent("/account/security/two-step")}`);
  const setup = await context.services.account.twoStepSetup(context.user);
  // clients have no two-step sign-in; on already: the security page says so
  if (!setup || setup.enabled) throw redirect(SECURITY_PAGE);
  return setup.enrolment;
}

export default function TwoStepSetup({ loaderData: enrolment }: Route.ComponentProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!code.trim()) return setError(ACCOUNT_MESSAGES.codeRequired);
    setBusy(true);
    const res = await api("POST", "/auth/two-step/enable", { code });
    setBusy(false);
    if (!res.status || !res.data) return setError(res.message);
    setCodes(res.data.recoveryCodes);
  };
  return (
    <div className="container narrow account-security">
      <h1>Set up two-step sign-in</h1>
      {codes ? (
        <section className="account-section stack">
          <p role="status" className="notice">
            {ACCOUNT_MESSAGES.twoStepOn}
          </p>
          <RecoveryCodes codes={codes} />
          <p>
            <Link to={SECURITY_PAGE} className="button">
              Back to account security
            </Link>
          </p>
        </section>
      ) : (
        <section className="account-section stack">
          <ol className="steps">
            <li>
              Install an authenticator app on your phone, such as Google Authenticator, Microsoft
              Authenticator or 1Password.
            </li>
            <li>In the app, add an account and scan this QR code.</li>
            <li>Enter the 6-digit code the app shows to turn two-step sign-in on.</li>
          </ol>
          <EnrolmentCode enrolment={enrolment} />
          <form onSubmit={submit} noValidate className="stack">
            <Field
              label="6-digit code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              error={error}
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Checking…" : "Turn on two-step sign-in"}
            </button>
          </form>
          <p>
            <Link to={SECURITY_PAGE}>Back to account security</Link>
          </p>
        </section>
      )}
    </div>
  );
}
