import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordSchema } from "@rm/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { FormError, NewPasswordFields } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/password-recovery";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Choose a new password",
    description: "Set a new password for your account.",
    path: "/password-recovery",
    noindex: true,
  });

export default function PasswordRecovery() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/auth/reset-password", values);
    if (!res.status) return setError(res.message);
    setDone(res.message);
  });
  return (
    <section className="container narrow auth-page">
      <h1>Choose a new password</h1>
      {done ? (
        <p role="status" className="notice">
          {done} <Link to="/login">Log in</Link>
        </p>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="stack">
            <FormError message={error ?? errors.token?.message} />
            <input type="hidden" {...form.register("token")} />
            <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
            <button type="submit" className="button" disabled={isSubmitting}>
              Change password
            </button>
          </form>
        </FormProvider>
      )}
    </section>
  );
}
