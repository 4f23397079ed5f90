import { zodResolver } from "@hookform/resolvers/zod";
import { registerSchema } from "@rm/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Field, FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Create an account",
    description: "Create a free account to keep your removal requests and compare quotes from London movers.",
    path: "/account/register",
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  guard("loggedOut", context.user, request);
  return null;
}

export default function Register() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerSchema>>({ resolver: zodResolver(registerSchema) });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/auth/register", values);
    if (!res.status) return setError(res.message);
    window.location.href = "/client/removal-requests";
  });
  return (
    <section className="container narrow auth-page">
      <h1>Create an account</h1>
      <p>Keep your removal requests in one place and compare quotes side by side. It is free.</p>
      <form onSubmit={onSubmit} noValidate className="stack">
        <FormError message={error} />
        <div className="field-row">
          <Field
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
        </div>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? "Creating your account…" : "Create account"}
        </button>
      </form>
      <p>
        Already registered? <Link to="/login">Log in</Link>. A removal company?{" "}
        <Link to="/companies/registration">Register your company</Link>.
      </p>
    </section>
  );
}
