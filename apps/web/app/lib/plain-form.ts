// issue #28: forms that work without JavaScript. The form posts natively (method="post") to its own route
// before the page's script has loaded, or when it never does; the route's action reads the fields
// (context.plainForm.read) and sends them to the API route the script calls (context.plainForm.send, in-process:
// apps/api/src/web/plain-forms.ts). What the API answered comes back to the page as the script would show it.
import { PLAIN_FORM_MESSAGES } from "@rm/domain/page-faults";
import type { FieldErrors } from "react-hook-form";
import { data, redirect } from "react-router";

/** what a plain form's action gives its page when the API refused the fields (shown as the script would) */
export interface PlainFormRefusal {
  error: string;
  errors?: Record<string, string>;
  /** what was typed, but never a password: the form is drawn again with it */
  values: Record<string, string | string[]>;
}

/** the page's answer to a refused plain form: the message, the field errors, the typed values */
export const refused = (status: number, refusal: PlainFormRefusal) => data(refusal, { status });

/** a body that was not a plain form of ours (another type, too long) */
export const unreadable = () => refused(400, { error: PLAIN_FORM_MESSAGES.unreadable, values: {} });

/** the page's answer to an accepted plain form: on to `to`, with the session the API opened */
export const continueTo = (to: string, cookies: string[]) =>
  redirect(to, { headers: cookies.map((c): [string, string] => ["set-cookie", c]) });

/** the API's field errors ("services.0" names the field "services") as react-hook-form's `errors` */
export function fieldErrors(errors: Record<string, string> | undefined): FieldErrors | undefined {
  if (!errors) return undefined;
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const name = key.split(".")[0] ?? key;
    if (!(name in out)) out[name] = { type: "server", message };
  }
  return out;
}

/** one typed value of a refused form, for a field's default */
export const typedValue = (v: string | string[] | undefined): string | undefined =>
  typeof v === "string" ? v : undefined;
