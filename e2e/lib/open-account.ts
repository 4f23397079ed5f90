// Issue #29 item 8: an account opens with the link its registration emails. The specs that need a company or a
// customer of their own register it as its owner does: the form's API call, then the link from the mail the
// loopback SMTP server received.
import { OPEN_ACCOUNT_PAGES } from "@rm/domain/account-security";
import { BASE } from "./browser.ts";
import { waitForMail } from "./mail.ts";

type Role = keyof typeof OPEN_ACCOUNT_PAGES;

/** the token in the newest "confirm your email" mail to `email` */
export async function openAccountToken(email: string, role: Role): Promise<string> {
  const mail = await waitForMail(email.toLowerCase(), /^Confirm your email to open/);
  const page = OPEN_ACCOUNT_PAGES[role].replace(/\//g, "\\/");
  const token = new RegExp(`${page}\\?token=([^\\s"<]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${role} link in the mail to ${email}: ${mail.text}`);
  return decodeURIComponent(token);
}

/** the emailed link's page, as the mail gives it */
export const openAccountUrl = async (email: string, role: Role) =>
  `${OPEN_ACCOUNT_PAGES[role]}?token=${encodeURIComponent(await openAccountToken(email, role))}`;

export interface Opened {
  status: number;
  /** the API's answer (for a company: data.companyId, data.next) */
  answer: { status: boolean; message: string; data: Record<string, unknown> & { companyId?: string } };
  /** "rm_session=…", for later calls */
  cookie: string;
}

/** uses the emailed link through the API, as the page's button does */
export async function openAccount(email: string, role: Role, base = BASE): Promise<Opened> {
  const token = await openAccountToken(email, role);
  const path = role === "company" ? "/api/companies/register/open" : "/api/auth/register/open";
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  const answer = (await res.json()) as Opened["answer"];
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  return { status: res.status, answer, cookie };
}

/** registers a company through POST /api/companies/register and opens its account with the emailed link */
export async function registerCompanyOpened(form: Record<string, unknown>, base = BASE): Promise<Opened> {
  const reg = await fetch(`${base}/api/companies/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(form),
  });
  if (reg.status !== 201) throw new Error(`registration answered ${reg.status}: ${await reg.text()}`);
  const opened = await openAccount(String(form.email), "company", base);
  if (opened.status !== 200)
    throw new Error(`the link answered ${opened.status}: ${JSON.stringify(opened.answer)}`);
  return opened;
}

/**
 * Decision 101: a password typed in the wizard works once the address is proven. Its owner uses the sign-in
 * link of the request's confirmation ("Finish registering"), as the mail asks; returns that session's cookie.
 */
export async function finishRegistering(email: string, base = BASE): Promise<string> {
  const mail = await waitForMail(
    email.toLowerCase(),
    /^Your removal request (has been sent|is saved)/,
    60_000,
  );
  const token = /\/account\/signin\?token=([^\s"<&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no sign-in link in the confirmation to ${email}: ${mail.text}`);
  const res = await fetch(`${base}/api/client/signin-link`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: decodeURIComponent(token) }),
  });
  if (res.status !== 200) throw new Error(`the sign-in link answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
}
