// Before the e2e specs run (e2e/global-setup.ts): every demo mover takes up to 100 leads a day and 500 a
// week, the most its profile allows, instead of the default 10 and 50. One run sends far more leads in a day
// than a mover would take, most of them from SE1, so without this the movers near SE1 are full by the time a
// late file sends its lead, and what it finds would depend on which files ran before it. Set through the
// profile form's own call (PUT /api/companies/me), before any lead exists. Imported by the setup in the
// runner's process: no test API here. Also the specs' way to a demo mover's sign-in email (MOVERS).
import { DEMO_COMPANIES, DEMO_PASSWORD } from "../../apps/api/src/seed/demo-accounts.ts";

const PROFILE_FIELDS = [
  "contactName",
  "phone",
  "address",
  "postcode",
  "website",
  "email",
  "description",
  "yearsTrading",
  "fleetSize",
  "services",
  "coverageRadiusMiles",
  "coverageBoroughs",
  "paused",
] as const;

/** a demo mover's sign-in email by company name (undefined for a company another spec registered) */
export const MOVERS: Readonly<Record<string, string>> = Object.fromEntries(
  DEMO_COMPANIES.map((c) => [c.name, c.email]),
);

const DEMO_MOVER_CAPS = { maxLeadsPerDay: 100, maxLeadsPerWeek: 500 } as const;

export async function giveDemoMoversRoom(baseUrl: string) {
  for (const { email } of DEMO_COMPANIES) {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`demo mover ${email}: login ${login.status}`);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const me = await fetch(`${baseUrl}/api/companies/me`, { headers: { cookie } });
    const company = ((await me.json()) as { data: { company: Record<string, unknown> } }).data.company;
    const profile = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, company[f] ?? ""]));
    const saved = await fetch(`${baseUrl}/api/companies/me`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ ...profile, ...DEMO_MOVER_CAPS }),
    });
    if (saved.status !== 200) throw new Error(`demo mover ${email}: ${saved.status} ${await saved.text()}`);
  }
}
