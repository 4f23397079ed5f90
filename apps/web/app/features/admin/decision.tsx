// One vetting decision on a company or a document: an optional or required reason and a button, confirmed
// when it cannot be undone (AdminActionForm). Works without JavaScript.
import { COMPANY_MESSAGES } from "@rm/domain/company-words";
import { AdminActionForm, ReasonField, reasonRequired } from "./admin-action-form.tsx";

export function Decision(props: {
  intent: `company.${"approve" | "reject" | "suspend" | "reinstate"}` | `document.${"verify" | "reject"}`;
  /** the company's or the document's id */
  target: string;
  label: string;
  /** required: the reason is mandatory; optional: a note may be added; none: just a button */
  reason: "required" | "optional" | "none";
  danger?: boolean;
  /** what the control is about, for the question and screen readers ("Goods in Transit from Acme") */
  subject: string;
}) {
  return (
    <AdminActionForm
      intent={props.intent}
      target={props.target}
      subject={props.subject}
      label={props.label}
      danger={props.danger}
      check={props.reason === "required" ? reasonRequired(COMPANY_MESSAGES.reasonRequired) : undefined}
    >
      {(errors, values) =>
        props.reason === "none" ? null : (
          <ReasonField
            errors={errors}
            defaultValue={values.reason}
            label={`Reason to ${props.label.toLowerCase()} ${props.subject}`}
            required={props.reason === "required"}
            placeholder={props.reason === "optional" ? "Note (optional)" : "Reason (sent to the company)"}
          />
        )
      }
    </AdminActionForm>
  );
}
