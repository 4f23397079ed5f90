import { zodResolver } from "@hookform/resolvers/zod";
import { registerSchema } from "@rm/domain";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { EmailField, FormError, FormField, NewPasswordFields } from "../../components/field.tsx";
import { CheckInbox } from "../../features/account/open-account.tsx";
import { api } from "../../lib/api.ts";
import { needsNewProof, prepareProof, takeProof } from "../../lib/proof-of-work.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Create an account",
    description: "Create a free account to keep your removal requests and compare quotes from London movers.",
    path: "/account/register",
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("loggedOut", context.user, url);
  return null;
}

export default function Register() {
  const [error, setError] = useState<string | null>(null);
  // issue #29 item 8: the account opens with the emailed link; the same answer for every address
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerSchema>>({ resolver: zodResolver(registerSchema) });
  const { isSubmitting } = form.formState;
  // issue #13 (docs/README.md#issues): an invisible proof of work, solved in the background while the form is filled
  useEffect(() => prepareProof(), []);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    let res = await api("POST", "/auth/register", values, await takeProof());
    if (needsNewProof(res)) res = await api("POST", "/auth/register", values, await takeProof());
    if (!res.status) return setError(res.message);
    setSent(res.message);
  });
  if (sent)
    return (
      <section className="container narrow auth-page">
        <h1>Create an account</h1>
        <CheckInbox message={sent} />
      </section>
    );
  return (
    <section className="container narrow auth-page">
      <h1>Create an account</h1>
      <p>Keep your removal requests in one place and compare quotes side by side. It is free.</p>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="stack">
          <FormError message={error} />
          <div className="field-row">
            <FormField name="firstName" label="First name" autoComplete="given-name" />
            <FormField name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <EmailField />
          <NewPasswordFields />
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? "Creating your account…" : "Create account"}
          </button>
        </form>
      </FormProvider>
      <p>
        Already registered? <Link to="/login">Log in</Link>. A removal company?{" "}
        <Link to="/companies/registration">Register your company</Link>.
      </p>
    </section>
  );
}
