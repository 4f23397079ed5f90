// /contact: the contact form (docs/product/routes.md §2 "Open"). One schema for this form and POST /api/contact.
import { zodResolver } from "@hookform/resolvers/zod";
import { CONTACT_SUBJECTS, type ContactInput, contactSchema } from "@rm/domain/contact";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider, useForm, useFormContext } from "react-hook-form";
import { data, Link } from "react-router";
import {
  EmailField,
  errorMessage,
  FieldError,
  FormError,
  FormField,
  PhoneField,
} from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/content.css";
import type { Route } from "./+types/contact";
import { cacheHeaders, headersFromLoader } from "../../features/content/cache.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Questions about your quotes, your account or joining as a removal company? Send us a message and we reply within one working day.",
    path: "/contact",
  });

export const headers = headersFromLoader;

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  // the address visitors may write to (CONTACT_EMAIL); none set: this form is the way to reach us
  return data({ contactEmail: context.services.site.contactEmail }, { headers: cacheHeaders(context.user) });
}

const FIELDS = ["name", "email", "phone", "subject", "message"] as const;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const contactEmail = loaderData?.contactEmail ?? null;
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: "", email: "", phone: "", subject: undefined, message: "", website: "" },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await api("POST", "/contact", values);
    if (res.status) return setSent(res.message);
    const fieldErrors = (res.errors ?? {}) as Record<string, string>;
    let shown = false;
    for (const f of FIELDS) {
      if (fieldErrors[f]) {
        form.setError(f, { message: fieldErrors[f] }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setError(res.message);
  });

  return (
    <div className="container contact-page">
      <h1>Contact us</h1>
      <div className="contact-layout">
        <div>
          {sent ? (
            <Confirmation message={sent} />
          ) : (
            <>
              <p className="lead">
                Send us a message and a member of our London team will reply by email within one working day.
              </p>
              <FormProvider {...form}>
                <form onSubmit={onSubmit} noValidate className="stack contact-form" aria-label="Contact form">
                  <FormError message={error} />
                  <div className="field-row">
                    <FormField name="name" label="Your name" autoComplete="name" />
                    <EmailField />
                  </div>
                  <PhoneField label="Phone (optional)" hint="Only if you would like us to call you back." />
                  <SubjectSelect />
                  <MessageBox />
                  <Honeypot />
                  <button type="submit" className="button" disabled={isSubmitting}>
                    {isSubmitting ? "Sending…" : "Send message"}
                  </button>
                </form>
              </FormProvider>
            </>
          )}
        </div>
        <aside className="contact-aside card" aria-labelledby="contact-other-heading">
          <h2 id="contact-other-heading">Other ways to reach us</h2>
          {contactEmail ? (
            <p>
              Email us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
            </p>
          ) : null}
          <p>
            Looking for a price? We are a comparison service, not a removal company: the quickest way to a
            price is to <Link to="/free-quotes/wizard">get free quotes</Link> from up to 6 vetted, insured
            movers.
          </p>
          <p>
            Many answers are already in our <Link to="/faqs">frequently asked questions</Link> and our{" "}
            <Link to="/blogs">moving guides</Link>.
          </p>
          <p>
            Run a removal company? <Link to="/company">Become a partner</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}

/** the contact form's fields and errors, from the FormProvider around it */
function useContactField(name: "subject" | "message" | "website") {
  const { register, formState } = useFormContext<ContactInput>();
  return { registered: register(name), error: errorMessage(formState.errors, name) };
}

function describedBy(id: string, error?: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

function SubjectSelect() {
  const id = useId();
  const { registered, error } = useContactField("subject");
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>Subject</label>
      <select id={id} {...describedBy(id, error)} {...registered}>
        <option value="">Choose a subject</option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function MessageBox() {
  const id = useId();
  const { registered, error } = useContactField("message");
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>Your message</label>
      <textarea id={id} rows={7} {...describedBy(id, error)} {...registered} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** hidden from people and assistive technology; bots fill it in */
function Honeypot() {
  const { registered } = useContactField("website");
  return (
    <div className="contact-hp">
      <label htmlFor="contact-website">Leave this field empty</label>
      <input id="contact-website" tabIndex={-1} autoComplete="off" {...registered} />
    </div>
  );
}

function Confirmation({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="contact-sent notice" role="status" tabIndex={-1} ref={ref}>
      <h2>Message sent</h2>
      <p>{message}</p>
      <p>We have also emailed you a copy for your records.</p>
    </div>
  );
}
