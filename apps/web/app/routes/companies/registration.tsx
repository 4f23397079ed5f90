// /companies/registration (logged out only): a removal company signs up, then uploads its insurance.
import { zodResolver } from "@hookform/resolvers/zod";
import { companyRegistrationSchema } from "@rm/domain/company";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { applyServerErrors, FormError, FormField, NewPasswordFields } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import { fieldErrors, refused, unreadable } from "../../lib/plain-form.ts";
import { CheckInbox } from "../../features/account/open-account.tsx";
import "../../styles/company.css";
import type { Route } from "./+types/registration";
import {
  registrationBody,
  registrationDefaults,
  typedValues,
} from "../../features/company/registration-form.ts";
import {
  AddressFields,
  ContactFields,
  CoverageFields,
  ServicesField,
  TradingFields,
  WebsiteField,
} from "../../features/company/company-fields.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Register your removal company",
    description:
      "Join London Removals Compare: receive removal leads in your area for the work you do, at the volume you choose. Free to register.",
    path: "/companies/registration",
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("loggedOut", context.user, url);
  return null;
}

type Input = z.input<typeof companyRegistrationSchema>;
type Output = z.output<typeof companyRegistrationSchema>;

/**
 * issue #28: the registration form without JavaScript (before the page's script has loaded, or when it never
 * does): the fields go to POST /api/companies/register as the script sends them; then "check your inbox".
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  guard("loggedOut", context.user, url);
  const form = await context.plainForm.read(request);
  if (!form) return unreadable();
  const sent = await context.plainForm.send("POST /companies/register", registrationBody(form));
  const { answer } = sent;
  if (!answer.status)
    return refused(sent.statusCode, {
      error: answer.message,
      errors: answer.errors,
      values: typedValues(form),
    });
  // issue #29 item 8: the account opens with the emailed link
  return { sent: answer.message };
}

export default function CompanyRegistration({ actionData }: Route.ComponentProps) {
  // a form sent without the script comes back with the API's answer and what was typed (the action above)
  const [error, setError] = useState<string | null>(
    actionData && "error" in actionData ? actionData.error : null,
  );
  const [sent, setSent] = useState<string | null>(
    actionData && "sent" in actionData ? actionData.sent : null,
  );
  const typed = actionData && "values" in actionData ? actionData : undefined;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(companyRegistrationSchema),
    defaultValues: registrationDefaults(typed?.values),
    errors: fieldErrors(typed?.errors),
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/companies/register", values);
    if (!res.status) {
      applyServerErrors(res.errors, form.setError);
      return setError(res.message);
    }
    setSent(res.message);
    window.scrollTo(0, 0);
  });
  if (sent)
    return (
      <section className="container narrow">
        <h1>Register your removal company</h1>
        <CheckInbox message={sent} />
      </section>
    );

  return (
    <section className="container narrow-wide">
      <div className="stack">
        <h1>Register your removal company</h1>
        <p>
          Customers across London describe their move once; we send each request to up to 6 vetted, insured
          movers who cover the area and do that kind of move. Registration is free. After this step you upload
          your Goods in Transit and Public Liability certificates, and we check them before you receive leads.
        </p>
      </div>
      <FormProvider {...form}>
        {/* method="post": it works before (or without) the script, through the action above */}
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="company-form"
          aria-label="Company registration"
        >
          <FormError message={error} />
          <fieldset className="form-section">
            <legend>Your company</legend>
            <FormField<Input> name="companyName" label="Company name" autoComplete="organization" />
            <div className="field-row">
              <FormField<Input>
                name="companiesHouseNumber"
                label="Companies House number (optional)"
                hint="8 digits, or 2 letters and 6 digits."
              />
              <WebsiteField placeholder="https://" />
            </div>
            <TradingFields />
          </fieldset>

          <ContactFields
            legend="Contact and login"
            emailHint="You log in with this address; leads are sent to it."
          >
            <NewPasswordFields row />
          </ContactFields>

          <fieldset className="form-section">
            <legend>Trading address</legend>
            <AddressFields postcodeHint="Your base: the radius below is measured from here." />
          </fieldset>

          <ServicesField hint="You receive leads for the move types you tick, and customers see every service on your profile." />
          <CoverageFields />

          <p className="muted">
            By registering you agree to the <Link to="/partner-terms">partner terms</Link>.
          </p>
          <div className="form-actions">
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? "Registering…" : "Register company"}
            </button>
            <span className="muted">
              Already registered? <Link to="/login">Log in</Link>
            </span>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
