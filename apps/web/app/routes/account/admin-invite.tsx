// /admin-invite?token=…: the emailed admin invitation. The invitee chooses a password (the account is made
// then), sets up an authenticator app (the two-step set-up every admin's first sign-in has) and is signed in.
import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_MESSAGES, newPasswordField } from "@rm/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { FormError, NewPasswordFields } from "../../components/field.tsx";
import { type Challenge, challengeOf, SecondStepForm } from "../../components/second-step.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/admin-invite";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Accept your admin invitation",
    description: "Choose a password and set up two-step sign-in.",
    path: "/admin-invite",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("loggedOut", context.user, url);
  return null;
}

const schema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsMustMatch,
  });

export default function AcceptAdminInvite() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema) });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/auth/admin-invite", { token, ...values });
    if (!res.status) return setError(res.message);
    const second = challengeOf(res);
    if (second) setChallenge(second);
  });
  return (
    <section className="container narrow auth-page">
      <h1>Accept your admin invitation</h1>
      {challenge ? (
        <SecondStepForm
          challenge={challenge}
          onDone={() => {
            window.location.href = "/admin";
          }}
        />
      ) : (
        <>
          <p>Choose the password for your admin account. Next you set up an authenticator app.</p>
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="stack">
              <FormError message={error} />
              <NewPasswordFields />
              <button type="submit" className="button" disabled={isSubmitting || !token}>
                {isSubmitting ? "Saving…" : "Choose this password"}
              </button>
            </form>
          </FormProvider>
        </>
      )}
    </section>
  );
}
