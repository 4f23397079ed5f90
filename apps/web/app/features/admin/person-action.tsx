// An admin action on a person's account (suspend, reinstate, email a sign-in link): a reason box when it needs
// one and a button; suspending is confirmed first (AdminActionForm). Works without JavaScript.
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { AdminActionForm, ReasonField, reasonRequired } from "./admin-action-form.tsx";

export function PersonAction(props: {
  intent: `customer.${"suspend" | "reinstate" | "signin-link"}` | `admin.${"suspend" | "reinstate"}`;
  /** the account's id */
  target: string;
  /** who, in words (the question names them) */
  subject: string;
  label: string;
  /** with a reason: it is required, kept in the audit log and emailed to the person */
  withReason: boolean;
  reasonLabel?: string;
  danger?: boolean;
}) {
  return (
    <AdminActionForm
      intent={props.intent}
      target={props.target}
      subject={props.subject}
      label={props.label}
      danger={props.danger}
      className="admin-action"
      check={props.withReason ? reasonRequired(ADMIN_MESSAGES.reasonRequired) : undefined}
    >
      {(errors, values) =>
        props.withReason ? (
          <ReasonField
            errors={errors}
            defaultValue={values.reason}
            label={props.reasonLabel ?? "Reason (kept in the audit log and emailed to the customer)"}
            required
            multiline
          />
        ) : null
      }
    </AdminActionForm>
  );
}
