// The second step of a sign-in (after the password or an emailed link): the authenticator's code, or for an
// admin without two-step sign-in, setting it up first. Shared by /login and /login/link.
import { ACCOUNT_MESSAGES, type SecondStep, type TotpEnrolment } from "@rm/domain/account-security";
import type { ApiAnswer } from "@rm/domain/api";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { api } from "../lib/api.ts";
import { Field, FormError } from "./field.tsx";

export interface Challenge {
  step: SecondStep;
  challenge: string;
}

/** what a first step answered: a session (go on) or a challenge (the code still to come) */
export function challengeOf(
  res: ApiAnswer<"POST /auth/login"> | ApiAnswer<"POST /auth/login-link/use">,
): Challenge | null {
  return res.status && "challenge" in res ? { step: res.data.step, challenge: res.challenge } : null;
}

/** The server-drawn QR code (an SVG of paths only), the otpauth URI it encodes and the key to type instead. */
export function EnrolmentCode({ enrolment }: { enrolment: TotpEnrolment }) {
  const grouped = enrolment.secret.replace(/(.{4})/g, "$1 ").trim();
  return (
    <div className="two-step-enrol">
      <div
        className="qr-code"
        role="img"
        aria-label="QR code to scan with your authenticator app"
        // drawn by the server from our own otpauth URI (qrcode): paths only, no script or style
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <div className="stack">
        <p>
          Can’t scan it? Enter this key in the app: <code className="secret-key">{grouped}</code>
        </p>
        <details>
          <summary>Show the set-up link</summary>
          <p className="otpauth-uri">
            <a href={enrolment.uri}>{enrolment.uri}</a>
          </p>
        </details>
      </div>
    </div>
  );
}

/** Recovery codes, shown once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="recovery-codes">
      <p>
        <strong>Your recovery codes.</strong> Each one signs you in once if you lose your phone. Keep them
        somewhere safe (a password manager, or printed): we will not show them again.
      </p>
      <ul aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The code form; `onDone` gets the signed-in answer (its data is the user). */
export function SecondStepForm({
  challenge,
  onDone,
}: {
  challenge: Challenge;
  onDone: (user: unknown) => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [user, setUser] = useState<unknown>(null);
  const input = useRef<HTMLInputElement>(null);
  const enrol = challenge.step === "enrol";

  useEffect(() => {
    if (!enrol) {
      input.current?.focus();
      return;
    }
    void api("POST", "/auth/login/enrol/start", { challenge: challenge.challenge }).then((res) => {
      if (!res.status || !res.data) return setError(res.message);
      setEnrolment(res.data);
    });
  }, [enrol, challenge.challenge]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!code.trim()) return setError(ACCOUNT_MESSAGES.codeRequired);
    setBusy(true);
    const res = await api("POST", enrol ? "/auth/login/enrol" : "/auth/login/code", {
      challenge: challenge.challenge,
      code,
    });
    setBusy(false);
    if (!res.status) {
      setCode("");
      input.current?.focus();
      return setError(res.message);
    }
    if ("recoveryCodes" in res) {
      setUser(res.data);
      return setCodes(res.recoveryCodes);
    }
    onDone(res.data);
  };

  if (codes)
    return (
      <div className="stack">
        <p role="status" className="notice">
          {ACCOUNT_MESSAGES.twoStepOn}
        </p>
        <RecoveryCodes codes={codes} />
        <p>
          <button type="button" className="button" onClick={() => onDone(user)}>
            I have saved them — continue
          </button>
        </p>
      </div>
    );

  return (
    <div className="stack">
      <h2>{enrol ? "Set up two-step sign-in" : "Enter your code"}</h2>
      {enrol ? (
        <>
          <p>
            Admin accounts sign in with a password and a code from an authenticator app (such as Google
            Authenticator, Microsoft Authenticator or 1Password). Scan this code with the app, then enter the
            6-digit code it shows.
          </p>
          {enrolment ? <EnrolmentCode enrolment={enrolment} /> : <p aria-busy="true">Preparing your code…</p>}
        </>
      ) : (
        <p>
          Open your authenticator app and enter the 6-digit code for London Removals Compare. Lost your phone?
          Enter one of your recovery codes instead.
        </p>
      )}
      <form onSubmit={submit} noValidate className="stack">
        <FormError message={error} />
        <Field
          ref={input}
          label={enrol ? "6-digit code" : "Code"}
          name="code"
          autoComplete="one-time-code"
          inputMode={enrol ? "numeric" : "text"}
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button" disabled={busy || (enrol && !enrolment)}>
          {busy ? "Checking…" : enrol ? "Turn on and sign in" : "Sign in"}
        </button>
      </form>
      <p>
        <a href="/login">Start again</a>
      </p>
    </div>
  );
}
