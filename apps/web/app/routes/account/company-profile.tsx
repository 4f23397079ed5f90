// /account/company-profile (company only): description, logo, services, coverage, contact details and
// lead preferences (pause, daily and weekly maximum). Issue #28: a save's error is shown beside the Save button
// (the form is 2,000 px long: it was at its top, out of sight) and focused, so it is seen and read out.
import { zodResolver } from "@hookform/resolvers/zod";
import { COMPANY_STATUS_LABELS, companyProfileSchema, formatLongDate } from "@rm/domain/company";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { data, Link } from "react-router";
import type { z } from "zod";
import { applyServerErrors, FormError, NumberField, TextAreaField } from "../../components/field.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import type { Route } from "./+types/company-profile";
import {
  AddressFields,
  ContactFields,
  CoverageFields,
  ServicesField,
  TradingFields,
  WebsiteField,
} from "../../features/company/company-fields.tsx";
import { LogoForm } from "../../features/company/logo-form.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Company profile",
    description: "Edit your company profile, services, coverage and lead preferences.",
    path: "/account/company-profile",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("company", context.user, url);
  const own = await context.services.companies.own(context.user);
  if (!own) throw data({ message: "No company account found for this login" }, { status: 404 });
  return own;
}

type Input = z.input<typeof companyProfileSchema>;
type Output = z.output<typeof companyProfileSchema>;

export default function CompanyProfilePage({ loaderData }: Route.ComponentProps) {
  const { company, insuranceVerifiedUntil } = loaderData;
  const [error, setError] = useState<string | null>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    errorBox.current?.focus({ preventScroll: true });
    errorBox.current?.scrollIntoView({ block: "center" });
  }, [error]);
  const { show } = useToast();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: {
      contactName: company.contactName,
      email: company.email,
      phone: company.phone,
      address: company.address,
      postcode: company.postcode,
      website: company.website ?? "",
      description: company.description,
      yearsTrading: company.yearsTrading,
      fleetSize: company.fleetSize,
      services: company.services as Input["services"],
      coverageRadiusMiles: company.coverageRadiusMiles,
      coverageBoroughs: company.coverageBoroughs,
      paused: company.paused,
      maxLeadsPerDay: company.maxLeadsPerDay,
      maxLeadsPerWeek: company.maxLeadsPerWeek,
    },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("PUT", "/companies/me", values);
    if (!res.status) {
      applyServerErrors(res.errors, form.setError);
      return setError(res.message);
    }
    show("success", res.message);
  });

  return (
    <section className="container narrow-wide">
      <div className="page-head">
        <h1>{company.name}</h1>
        <StatusBadge status={company.status} label={COMPANY_STATUS_LABELS[company.status]} />
      </div>
      <p className="muted">
        {insuranceVerifiedUntil
          ? `Goods in Transit and Public Liability verified until ${formatLongDate(insuranceVerifiedUntil)}. `
          : "Your insurance certificates are not verified yet. "}
        <Link to="/account/document-upload">Insurance documents</Link>
        {company.status === "approved" ? (
          <>
            {" · "}
            <Link to={`/companies/${company.id}`}>See your public profile</Link>
          </>
        ) : null}
      </p>
      <LogoForm logoUrl={company.logoUrl} name={company.name} />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="company-form" aria-label="Company profile">
          <fieldset className="form-section">
            <legend>Lead preferences</legend>
            <label className="choice choice-box">
              <input type="checkbox" {...form.register("paused")} />
              Pause new leads (you keep the leads you already have)
            </label>
            <div className="field-row">
              <NumberField<Input> name="maxLeadsPerDay" label="Maximum leads per day" min={1} max={100} />
              <NumberField<Input> name="maxLeadsPerWeek" label="Maximum leads per week" min={1} max={500} />
            </div>
          </fieldset>
          <fieldset className="form-section">
            <legend>About your company</legend>
            <TextAreaField
              label="Description"
              hint="What customers see on your public profile: the moves you do best, where, and how you work."
              maxLength={2000}
              rows={6}
              name="description"
            />
            <TradingFields />
            <WebsiteField />
          </fieldset>
          <ServicesField hint="Leads arrive only for the move types you tick; untick one to stop receiving that kind of move." />
          <CoverageFields />
          <ContactFields
            legend="Contact details"
            emailLabel="Email for leads"
            emailHint="Lead and account emails go here; you still log in with your login email."
          >
            <AddressFields
              addressLabel="Trading address"
              postcodeHint="Your base: the radius is measured from here."
            />
          </ContactFields>
          <div className="save-error" ref={errorBox} tabIndex={-1}>
            <FormError message={error} />
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? "Saving…" : "Save profile"}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
