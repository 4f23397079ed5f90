import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema } from "@rm/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { EmailField, FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Forgotten password",
    description: "Get a link to reset your password.",
    path: "/forgot-password",
  });

export default function ForgotPassword() {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>>({ resolver: zodResolver(forgotPasswordSchema) });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/auth/forgot-password", values);
    if (!res.status) return setError(res.message);
    setDone(res.message);
  });
  return (
    <section className="container narrow auth-page">
      <h1>Forgotten your password?</h1>
      {done ? (
        <p role="status" className="notice">
          {done}
        </p>
      ) : (
        <>
          <p>Enter the email you registered with and we will send you a link to choose a new password.</p>
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="stack">
              <FormError message={error} />
              <EmailField />
              <button type="submit" className="button" disabled={isSubmitting}>
                Send reset link
              </button>
            </form>
          </FormProvider>
        </>
      )}
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  );
}
