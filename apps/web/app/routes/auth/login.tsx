import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@rm/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { EmailField, FormError, FormField } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { guard, homeFor } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Log in",
    description: "Log in to see your removal quotes or your company dashboard.",
    path: "/login",
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  guard("open", context.user, request);
  return null;
}

/** only same-site relative paths are followed after login */
export const safeNext = (next: string | null) =>
  next?.startsWith("/") && !next.startsWith("//") ? next : null;

export default function Login() {
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginSchema>>({ resolver: zodResolver(loginSchema) });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api<{ isAdmin: boolean; isCompany: boolean }>("POST", "/auth/login", values);
    if (!res.status) return setError(res.message);
    const user = res.data as Parameters<typeof homeFor>[0];
    window.location.href = safeNext(params.get("next")) ?? homeFor(user);
  });
  return (
    <section className="container narrow auth-page">
      <h1>Log in</h1>
      <p>Customers see their requests and quotes; removal companies reach their dashboard.</p>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="stack">
          <FormError message={error} />
          <EmailField />
          <FormField name="password" label="Password" type="password" autoComplete="current-password" />
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? "Logging in…" : "Log in"}
          </button>
        </form>
      </FormProvider>
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
