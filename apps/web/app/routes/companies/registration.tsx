// /companies/registration (logged out only): a removal company signs up, then uploads its insurance.
import { zodResolver } from "@hookform/resolvers/zod";
import { companyRegistrationSchema } from "@rm/domain/company";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Field, FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import type { Route } from "./+types/registration";
import {
  applyServerErrors,
  CoverageFields,
  ServicesField,
  useHydrated,
} from "./components/company-fields.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Register your removal company",
    description:
      "Join London Removals Compare: receive removal leads in your area for the work you do, at the volume you choose. Free to register.",
    path: "/companies/registration",
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  guard("loggedOut", context.user, request);
  return null;
}

type Input = z.input<typeof companyRegistrationSchema>;
type Output = z.output<typeof companyRegistrationSchema>;

export default function CompanyRegistration() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(companyRegistrationSchema),
    defaultValues: { services: [], coverageBoroughs: [], coverageRadiusMiles: 10 },
  });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();
  const selected = form.watch("coverageBoroughs") ?? [];
  const num = { valueAsNumber: true } as const;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api<{ next: string }>("POST", "/companies/register", values);
    if (!res.status) {
      applyServerErrors(res.errors, form.setError);
      return setError(res.message);
    }
    window.location.href = res.data?.next ?? "/account/document-upload";
  });

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
      <form onSubmit={onSubmit} noValidate className="company-form" aria-label="Company registration">
        <FormError message={error} />
        <fieldset className="form-section">
          <legend>Your company</legend>
          <Field
            label="Company name"
            autoComplete="organization"
            error={errors.companyName?.message}
            {...form.register("companyName")}
          />
          <div className="field-row">
            <Field
              label="Companies House number (optional)"
              hint="8 digits, or 2 letters and 6 digits."
              error={errors.companiesHouseNumber?.message}
              {...form.register("companiesHouseNumber")}
            />
            <Field
              label="Website (optional)"
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors.website?.message}
              {...form.register("website")}
            />
          </div>
          <div className="field-row">
            <Field
              label="Years trading"
              type="number"
              inputMode="numeric"
              min={0}
              error={errors.yearsTrading?.message}
              {...form.register("yearsTrading", num)}
            />
            <Field
              label="Vehicles in your fleet"
              type="number"
              inputMode="numeric"
              min={1}
              error={errors.fleetSize?.message}
              {...form.register("fleetSize", num)}
            />
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>Contact and login</legend>
          <div className="field-row">
            <Field
              label="Contact name"
              autoComplete="name"
              error={errors.contactName?.message}
              {...form.register("contactName")}
            />
            <Field
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register("phone")}
            />
          </div>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            hint="You log in with this address; leads are sent to it."
            error={errors.email?.message}
            {...form.register("email")}
          />
          <div className="field-row">
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
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>Trading address</legend>
          <Field
            label="Address"
            autoComplete="street-address"
            error={errors.address?.message}
            {...form.register("address")}
          />
          <Field
            label="Postcode"
            autoComplete="postal-code"
            hint="Your base: the radius below is measured from here."
            error={errors.postcode?.message}
            {...form.register("postcode")}
          />
        </fieldset>

        <ServicesField
          reg={form.register("services")}
          error={errors.services?.message}
          hint="You receive leads for the move types you tick, and customers see every service on your profile."
        />
        <CoverageFields
          radius={form.register("coverageRadiusMiles", num)}
          boroughs={form.register("coverageBoroughs")}
          selected={selected}
          radiusError={errors.coverageRadiusMiles?.message}
          boroughsError={errors.coverageBoroughs?.message}
        />

        <div className="form-actions">
          <button type="submit" className="button" disabled={!hydrated || isSubmitting}>
            {isSubmitting ? "Registering…" : "Register company"}
          </button>
          <span className="muted">
            Already registered? <Link to="/login">Log in</Link>
          </span>
        </div>
      </form>
    </section>
  );
}
