// The Companies House public data API (issue #19): GET {base}/company/{number} with HTTP basic auth, the key
// as the user name and no password. The adapter answers what the register said in our words (found with the
// registered name and status, not found, rate-limited, unavailable); it never throws for the register's answers.
import type { CompaniesHouseOutcome } from "@rm/domain/companies-house";

export interface CompaniesHouseSettings {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

type CompaniesHouseAnswer =
  | { outcome: "found"; registeredName: string; companyStatus: string | null }
  | { outcome: Exclude<CompaniesHouseOutcome, "found" | "not-configured">; detail: string };

export type CompaniesHouseLookup = (companyNumber: string) => Promise<CompaniesHouseAnswer>;

export function companiesHouseClient(s: CompaniesHouseSettings): CompaniesHouseLookup {
  const auth = `Basic ${Buffer.from(`${s.apiKey}:`).toString("base64")}`;
  const base = s.baseUrl.replace(/\/+$/, "");
  return async (companyNumber) => {
    let res: Response;
    try {
      res = await fetch(`${base}/company/${encodeURIComponent(companyNumber)}`, {
        headers: { authorization: auth, accept: "application/json" },
        signal: AbortSignal.timeout(s.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      return { outcome: "unavailable", detail: timedOut ? "timeout" : "connection failed" };
    }
    if (res.status === 404) {
      await res.body?.cancel();
      return { outcome: "not-found", detail: "404" };
    }
    if (res.status === 429) {
      await res.body?.cancel();
      return { outcome: "rate-limited", detail: "429" };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { outcome: "unavailable", detail: `HTTP ${res.status}` };
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      return { outcome: "unavailable", detail: "not JSON" };
    }
    const profile = body as { company_name?: unknown; company_status?: unknown };
    if (typeof profile.company_name !== "string")
      return { outcome: "unavailable", detail: "no company_name in the answer" };
    return {
      outcome: "found",
      registeredName: profile.company_name,
      companyStatus: typeof profile.company_status === "string" ? profile.company_status : null,
    };
  };
}
