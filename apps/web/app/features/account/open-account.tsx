// Issue #29 item 8: a new account opens when its email is confirmed. After registering, the page says "check
// your inbox" (CheckInbox), whether or not the address had an account; the emailed link opens a page whose one
// button (OpenAccount) uses it — a button, not an automatic call, so that mail scanners opening links do not
// spend it — and signs the new account in.
import { REGISTRATION_MESSAGES } from "@rm/domain/account-security";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormError } from "../../components/field.tsx";
import { api } from "../../lib/api.ts";
import { continueTo, refused, unreadable } from "../../lib/plain-form.ts";
import type { WebLoadContext } from "../../context.ts";

/** what a registration answers, for any address: the link is in the inbox */
export function CheckInbox({ message }: { message: string }) {
  return (
    <div className="stack" role="status">
      <h2>Check your inbox</h2>
      <p>{message}</p>
      <p className="muted">
        Already opened your account? <Link to="/login">Log in</Link>.
      </p>
    </div>
  );
}

type OpenRoute = "POST /auth/register/open" | "POST /companies/register/open";

/**
 * The link's page without JavaScript (issue #28): its form posts to the page, whose action sends the token to
 * the API route the script calls, then goes on with the new session (or shows the refusal).
 */
export async function openAccountAction(
  { context, request }: { context: Pick<WebLoadContext, "plainForm">; request: Request },
  route: OpenRoute,
  next: string,
) {
  const form = await context.plainForm.read(request);
  if (!form) return unreadable();
  const sent = await context.plainForm.send(route, { token: form.get("token") ?? "" });
  if (!sent.answer.status) return refused(sent.statusCode, { error: sent.answer.message, values: {} });
  return continueTo(next, sent.cookies);
}

interface OpenAccountProps {
  /** the API route the button calls (and the page's action, without the script) */
  path: OpenRoute extends `POST ${infer P}` ? P : never;
  /** where the new account goes first */
  next: string;
  intro: string;
  /** the refusal of a form sent without the script (the action above) */
  refusal?: string;
}

/** the emailed link's page: one button opens the account (a form: it works before the script loads too) */
export function OpenAccount({ path, next, intro, refusal }: OpenAccountProps) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(
    refusal ?? (token ? null : REGISTRATION_MESSAGES.linkInvalid),
  );
  const [busy, setBusy] = useState(false);
  const open = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await api("POST", path, { token });
    if (!res.status) {
      setBusy(false);
      return setError(res.message);
    }
    window.location.href = next;
  };
  return (
    <section className="container narrow">
      <h1>Confirm your email</h1>
      <p>{intro}</p>
      <FormError message={error} />
      {token && !error ? (
        <form method="post" onSubmit={open}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Opening your account…" : "Confirm and open my account"}
          </button>
        </form>
      ) : (
        <p>
          <Link to="/login">Log in</Link> or register again.
        </p>
      )}
    </section>
  );
}
