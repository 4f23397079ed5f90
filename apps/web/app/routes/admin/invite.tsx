// /admin/invite: invite another admin by email. The invitee gets a single-use link, chooses a password and
// sets up two-step sign-in; no screen ever changes an existing account's role.
import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminInviteInput, adminInviteSchema } from "@rm/domain/admin";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import {
  applyServerErrors,
  EmailField,
  FormError,
  FormField,
  TextAreaField,
} from "../../components/field.tsx";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Invite an admin — Admin",
    description: "Invite another admin.",
    path: "/admin/invite",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  return null;
}

export default function AdminInvite() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<AdminInviteInput>({ resolver: zodResolver(adminInviteSchema) });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setSent(null);
    const res = await api("POST", "/admin/invitations", values);
    if (!res.status) {
      applyServerErrors(res.errors as Record<string, string> | undefined, form.setError);
      return setError(res.message);
    }
    setSent(res.message);
    form.reset();
  });
  return (
    <section className="container stack">
      <h1>Invite an admin</h1>
      <AdminNav />
      <p>
        We email a single-use link that works for 3 days. The new admin chooses a password and sets up an
        authenticator app before their first sign-in. Only an address without an account can be invited.
      </p>
      {sent ? (
        <p role="status" className="notice">
          {sent}
        </p>
      ) : null}
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="stack narrow">
          <FormError message={error} />
          <FormField name="firstName" label="First name" autoComplete="off" />
          <FormField name="lastName" label="Last name" autoComplete="off" />
          <EmailField />
          <TextAreaField name="reason" label="Why (kept in the audit log)" />
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? "Sending…" : "Send the invitation"}
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
