import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@rm/domain";
import { loginLinkRequestSchema } from "@rm/domain/account-security";
import { PLAIN_FORM_MESSAGES } from "@rm/domain/page-faults";
import { safeNextPath } from "@rm/domain/safe-redirect";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { EmailField, FormError, FormField } from "../../components/field.tsx";
import { type Challenge, challengeOf, SecondStepForm } from "../../components/second-step.tsx";
import { api } from "../../lib/api.ts";
import { continueTo, fieldErrors, refused, typedValue, unreadable } from "../../lib/plain-form.ts";
import { guard, homeFor } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Log in",
    description: "Log in to see your removal quotes or your company dashboard.",
    path: "/login",
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  return null;
}

/**
 * issue #28: the log-in form without JavaScript (before the page's script has loaded, or when it never does):
 * the fields go to POST /api/auth/login as the script sends them, and a session goes on where the script goes.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const form = await context.plainForm.read(request);
  if (!form) return unreadable();
  const email = form.get("email") ?? "";
  const sent = await context.plainForm.send("POST /auth/login", {
    email,
    password: form.get("password") ?? "",
  });
  const { answer } = sent;
  if (!answer.status)
    return refused(sent.statusCode, { error: answer.message, errors: answer.errors, values: { email } });
  if ("challenge" in answer)
    return refused(400, { error: PLAIN_FORM_MESSAGES.codeNeedsScript, values: { email } });
  const next = url.searchParams.get("next");
  return continueTo(safeNextPath(next) ?? homeFor(answer.data), sent.cookies);
}

/** Signed in: on to where the visitor was going (only a path on this site: safe-redirect.ts), or home. */
export const goHome = (user: unknown, next: string | null) => {
  window.location.href = safeNextPath(next) ?? homeFor(user as Parameters<typeof homeFor>[0]);
};

/** "Email me a sign-in link": the same answer whether or not the email has an account. */
function EmailLinkForm({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginLinkRequestSchema>>({
    resolver: zodResolver(loginLinkRequestSchema),
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/auth/login-link", values);
    if (!res.status) return setError(res.message);
    setSent(res.message);
  });
  return (
    <div className="stack">
      <h2>Email me a sign-in link</h2>
      {sent ? (
        <p role="status" className="notice">
          {sent}
        </p>
      ) : (
        <>
          <p>
            No password needed: we email you a link that signs you in once. It works even while your password
            is locked after too many tries.
          </p>
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="stack">
              <FormError message={error} />
              <EmailField />
              <button type="submit" className="button" disabled={isSubmitting}>
                {isSubmitting ? "Sending…" : "Email me a link"}
              </button>
            </form>
          </FormProvider>
        </>
      )}
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          Log in with your password instead
        </button>
      </p>
    </div>
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // a form sent without the script comes back with the API's answer (the action above)
  const [error, setError] = useState<string | null>(actionData?.error ?? null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [byLink, setByLink] = useState(false);
  const form = useForm<z.input<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: typedValue(actionData?.values.email) },
    errors: fieldErrors(actionData?.errors),
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/auth/login", values);
    if (!res.status) return setError(res.message);
    // two-step accounts: the code next, on this page
    const second = challengeOf(res);
    if (second) return setChallenge(second);
    goHome(res.data, params.get("next"));
  });
  if (challenge)
    return (
      <section className="container narrow auth-page">
        <h1>Log in</h1>
        <SecondStepForm challenge={challenge} onDone={(user) => goHome(user, params.get("next"))} />
      </section>
    );
  return (
    <section className="container narrow auth-page">
      <h1>Log in</h1>
      <p>Customers see their requests and quotes; removal companies reach their dashboard.</p>
      {byLink ? (
        <EmailLinkForm onBack={() => setByLink(false)} />
      ) : (
        <>
          <FormProvider {...form}>
            {/* method="post": it works before (or without) the script, through the action above */}
            <form method="post" onSubmit={onSubmit} noValidate className="stack">
              <FormError message={error} />
              <EmailField />
              <FormField name="password" label="Password" type="password" autoComplete="current-password" />
              <button type="submit" className="button" disabled={isSubmitting}>
                {isSubmitting ? "Logging in…" : "Log in"}
              </button>
            </form>
          </FormProvider>
          <p>
            <button type="button" className="link-button" onClick={() => setByLink(true)}>
              Email me a sign-in link
            </button>
          </p>
        </>
      )}
      <p>
        <Link to="/forgot-password">Forgotten your password?</Link>
      </p>
      <p>
        New here? <Link to="/account/register">Create an account</Link> or{" "}
        <Link to="/companies/registration">register your removal company</Link>.
      </p>
    </section>
  );
}
