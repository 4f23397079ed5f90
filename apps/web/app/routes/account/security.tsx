// /account/security (any signed-in account, not a guest): change the password, two-step sign-in (companies and
// admins) and sign out on every device.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  setPasswordSchema,
  TWO_STEP_PAGE,
} from "@rm/domain/account-security";
import type { ApiAnswer } from "@rm/domain/api";
import { type FormEvent, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, redirect, useRevalidator } from "react-router";
import type { z } from "zod";
import { Field, FormError, FormField, NewPasswordFields } from "../../components/field.tsx";
import { RecoveryCodes } from "../../components/second-step.tsx";
import { api } from "../../lib/api.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/account.css";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Account security",
    description: "Change your password, set up two-step sign-in and sign out on every device.",
    path: "/account/security",
    noindex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const security = await context.services.account.security(context.user);
  if (!security) throw redirect(`/login?next=${encodeURIComponent("/account/security")}`);
  return security;
}

type Input = z.input<typeof changePasswordSchema>;

function ChangePassword() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Input>({ resolver: zodResolver(changePasswordSchema) });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    const res = await api("POST", "/auth/password", values);
    if (!res.status) {
      const errors = (res.errors ?? {}) as Record<string, string>;
      for (const [name, message] of Object.entries(errors)) form.setError(name as keyof Input, { message });
      if (Object.keys(errors).length === 0) setError(res.message);
      return;
    }
    form.reset({ currentPassword: "", password: "", confirmPassword: "" });
    setDone(res.message);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="stack">
        <FormError message={error} />
        {done ? (
          <p role="status" className="notice">
            {done}
          </p>
        ) : null}
        <FormField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? "Changing…" : "Change password"}
        </button>
      </form>
    </FormProvider>
  );
}

type FirstInput = z.input<typeof setPasswordSchema>;

/** Issue #17: an account signed in by emailed links chooses its first password (no current one to give). */
function SetPassword({ onDone }: { onDone: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FirstInput>({ resolver: zodResolver(setPasswordSchema) });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/auth/password/first", values);
    if (!res.status) {
      const errors = (res.errors ?? {}) as Record<string, string>;
      for (const [name, message] of Object.entries(errors))
        form.setError(name as keyof FirstInput, { message });
      if (Object.keys(errors).length === 0) setError(res.message);
      return;
    }
    onDone(res.message);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="stack">
        <FormError message={error} />
        <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Set my password"}
        </button>
      </form>
    </FormProvider>
  );
}

/** A form that asks for the password again before a two-step change; `onDone` gets the answer. */
function WithPassword({
  label,
  url,
  onDone,
  danger = false,
}: {
  label: string;
  url: "/auth/two-step/recovery-codes" | "/auth/two-step/disable";
  onDone: (
    res: ApiAnswer<"POST /auth/two-step/recovery-codes"> | ApiAnswer<"POST /auth/two-step/disable">,
  ) => void;
  danger?: boolean;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!password) return setError(ACCOUNT_MESSAGES.currentPasswordRequired);
    setBusy(true);
    const res = await api("POST", url, { password });
    setBusy(false);
    if (!res.status) return setError(res.message);
    setPassword("");
    onDone(res);
  };
  return (
    <form onSubmit={submit} noValidate className="stack password-confirm">
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button
        type="submit"
        className={danger ? "button button-danger" : "button button-secondary"}
        disabled={busy}
      >
        {label}
      </button>
    </form>
  );
}

function TwoStep({ twoStep }: { twoStep: Route.ComponentProps["loaderData"]["twoStep"] }) {
  const revalidator = useRevalidator();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (!twoStep.offered) return null;
  return (
    <section className="account-section stack" aria-labelledby="two-step-title">
      <h2 id="two-step-title">Two-step sign-in</h2>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
      {twoStep.enabled ? (
        <>
          <p>
            <strong>On.</strong> Signing in asks for a code from your authenticator app after your password.{" "}
            {twoStep.recoveryCodesLeft === 1
              ? "You have 1 recovery code left."
              : `You have ${twoStep.recoveryCodesLeft} recovery codes left.`}
          </p>
          {codes ? <RecoveryCodes codes={codes} /> : null}
          <h3>New recovery codes</h3>
          <p>The codes you have now stop working.</p>
          <WithPassword
            label="Make new recovery codes"
            url="/auth/two-step/recovery-codes"
            onDone={(res) => {
              if ("data" in res) setCodes(res.data.recoveryCodes);
              setNotice(res.message);
              revalidator.revalidate();
            }}
          />
          {twoStep.required ? (
            <p className="muted">{ACCOUNT_MESSAGES.twoStepAdminRequired}</p>
          ) : (
            <>
              <h3>Turn two-step sign-in off</h3>
              <WithPassword
                label="Turn off"
                url="/auth/two-step/disable"
                danger
                onDone={(res) => {
                  setCodes(null);
                  setNotice(res.message);
                  revalidator.revalidate();
                }}
              />
            </>
          )}
        </>
      ) : (
        <>
          <p>
            <strong>Off.</strong> Add a code from an authenticator app to your password, so that a stolen
            password alone cannot open your account.
          </p>
          <p>
            <Link to={TWO_STEP_PAGE} className="button">
              Set up two-step sign-in
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function SignOutEverywhere() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const res = await api("POST", "/auth/logout-everywhere", {});
    if (!res.status) {
      setBusy(false);
      return setError(res.message);
    }
    window.location.href = "/login";
  };
  return (
    <section className="account-section stack" aria-labelledby="everywhere-title">
      <h2 id="everywhere-title">Sign out everywhere</h2>
      <p>
        Signs you out on every phone, tablet and computer, this one included. Use it if you signed in on a
        device you no longer have, or think someone else has.
      </p>
      <FormError message={error} />
      <p>
        <button type="button" className="button button-secondary" onClick={signOut} disabled={busy}>
          {busy ? "Signing out…" : "Sign out on every device"}
        </button>
      </p>
    </section>
  );
}

export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  const { hasPassword, twoStep } = loaderData;
  const revalidator = useRevalidator();
  const [passwordSet, setPasswordSet] = useState<string | null>(null);
  return (
    <div className="container narrow account-security">
      <h1>Account security</h1>
      <section className="account-section stack" aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        {passwordSet ? (
          <p role="status" className="notice">
            {passwordSet}
          </p>
        ) : null}
        {hasPassword ? (
          <>
            <p>Changing it signs you out on every other device, and we email you to say so.</p>
            <ChangePassword />
          </>
        ) : (
          <>
            <p>{ACCOUNT_MESSAGES.setPasswordIntro}</p>
            <SetPassword
              onDone={(message) => {
                setPasswordSet(message);
                revalidator.revalidate();
              }}
            />
          </>
        )}
      </section>
      <TwoStep twoStep={twoStep} />
      <SignOutEverywhere />
    </div>
  );
}
