// The whole site's traffic as a mix of request classes (issue #34), scaled from an estimate of all London
// removals traffic. Estimates, not measurements — orders of magnitude, stated so that they can be argued with:
//
// - London has about 3.4 million households (ONS, Census 2021: 3.42 m).
// - About one household in ten moves in a year (English Housing Survey: around 9–10 % of households in England
//   had moved in the previous year; London's larger private-rented share moves more often than that).
//   → ~350,000 household moves a year in London. We count every one of them as a request on this site (an upper
//   bound: many moves use no removal firm, and no site has them all) → ~960 requests a day.
// - The busiest hour: the busiest days (month ends, Fridays) ~2 × the average day, and ~12 % of a day's visits in
//   its busiest hour → 960 × 2 × 0.12 ≈ 230 leads an hour ≈ 0.064 leads a second.
// - Per lead (our estimate of the funnel, PER_LEAD below): ~20 visitors of whom one sends a request (5 %), 3
//   marketing pages each and the files a first visit loads; 3 wizard starts with 2 postcodes each; the 6 matched
//   movers quote 5 times, read the lead list and the lead; the customer compares and messages; admins list.
//
// 1× is that busiest hour: ~12 requests a second for the whole site.
import { DEMO_CLIENT, DEMO_PASSWORD } from "../../apps/api/src/seed/demo-accounts.ts";
import { type AppData, quoteBodies } from "./app-data.ts";
import { leadRequests } from "./leads.ts";
import type { LoadClass, RequestSpec } from "./open-loop.ts";

/** the anonymous pages of the mix: cached by each process once rendered (apps/api/src/web/page-cache.ts) */
export const MARKETING_PAGES = ["/", "/camden-removals", "/faqs", "/services/house-removals"] as const;

/** leads a second in the busiest hour of all London removals (the estimate above) */
export const LEADS_PER_SECOND_1X = 0.064;

/** requests of each class for one lead, in the busiest hour */
export const PER_LEAD = {
  "page (marketing, anonymous)": 60,
  "asset (CSS, JS)": 60,
  "postcode look-up": 20,
  "sign-in": 3,
  "lead intake": 1,
  "quote sent": 5,
  "app page (signed in)": 30,
  "message sent": 10,
  "admin list": 0.2,
} as const;
export type ClassName = keyof typeof PER_LEAD;

export interface MixInputs {
  data: AppData;
  /** the mover sessions of the six demo movers, and the leads matched to all six, not yet quoted */
  moverCookies: string[];
  quoteLeads: { id: string; moveDate: string }[];
  assets: string[];
  postcodeQueries: string[];
  leadPostcodes: string[];
  proofs: string[];
  runId: string;
}

const rotate = <T>(xs: T[]) => {
  let i = 0;
  return () => xs[i++ % xs.length]!;
};

const json = (method: string, path: string, cookie: string, body: unknown): RequestSpec => ({
  method,
  path,
  headers: { cookie, "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** Each class's request maker (the rate is set per stage). */
export function classMakers(m: MixInputs): Record<ClassName, () => RequestSpec> {
  const { data } = m;
  const page = rotate([...MARKETING_PAGES]);
  const asset = rotate(m.assets);
  const postcode = rotate(m.postcodeQueries);
  const lead = leadRequests("/api/client/register", m.leadPostcodes, m.runId, m.proofs);
  let quoteN = 0;
  const appPages = rotate<RequestSpec>([
    {
      method: "GET",
      path: `/client/removal-requests/${data.leadId}`,
      headers: { cookie: data.cookies.client },
    },
    { method: "GET", path: "/account/dashboard/leads", headers: { cookie: data.cookies.mover } },
    {
      method: "GET",
      path: `/account/dashboard/leads/${data.moverLeadId}`,
      headers: { cookie: data.cookies.mover },
    },
  ]);
  let messageN = 0;
  return {
    "page (marketing, anonymous)": () => ({
      method: "GET",
      path: page(),
      headers: { "accept-encoding": "br, gzip" },
    }),
    "asset (CSS, JS)": () => ({ method: "GET", path: asset(), headers: { "accept-encoding": "br, gzip" } }),
    "postcode look-up": () => ({
      method: "GET",
      path: `/api/autocomplete/postcode?query=${encodeURIComponent(postcode())}`,
    }),
    "sign-in": () =>
      json("POST", "/api/auth/login", "", { email: DEMO_CLIENT.email, password: DEMO_PASSWORD }),
    "lead intake": () => lead(),
    "quote sent": () => {
      // each mover quotes each pool lead once: lead by lead, the six movers in turn
      const n = quoteN++;
      const l = m.quoteLeads[Math.floor(n / 6) % m.quoteLeads.length]!;
      const body = quoteBodies(l.moveDate)[n % 6];
      return json("POST", `/api/company/leads/${l.id}/quote`, m.moverCookies[n % 6]!, body);
    },
    "app page (signed in)": () => appPages(),
    "message sent": () =>
      json("POST", `/api/conversations/${data.roomId}/messages`, data.cookies.client, {
        text: `Is parking outside fine on the day? (${messageN++})`,
      }),
    "admin list": () => ({ method: "GET", path: "/admin/requests", headers: { cookie: data.cookies.admin } }),
  };
}

/** The classes at `factor` × the 1× estimate. */
export function mixAt(makers: Record<ClassName, () => RequestSpec>, factor: number): LoadClass[] {
  return (Object.keys(PER_LEAD) as ClassName[]).map((name) => ({
    name,
    rate: PER_LEAD[name] * LEADS_PER_SECOND_1X * factor,
    next: makers[name],
  }));
}

export const totalRate = (factor: number) =>
  Object.values(PER_LEAD).reduce((a, b) => a + b, 0) * LEADS_PER_SECOND_1X * factor;
