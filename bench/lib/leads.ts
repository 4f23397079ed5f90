// Valid, varied lead submissions for POST /api/client/register: the body the wizard posts (docs/product/routes.md §7), with
// different people, London postcodes, move types and dates, each with its own Idempotency-Key.
import { wizardDefaults } from "@rm/domain/lead/defaults";
import { leadSubmissionSchema } from "@rm/domain/lead/schemas";
import { toSubmissionBody } from "@rm/domain/lead/wizard-submission";
import { POW_HEADER } from "@rm/domain/proof-of-work";
import { seededRandom } from "./util.ts";

const FIRST = [
  "Ada",
  "Ben",
  "Chloe",
  "Dev",
  "Ella",
  "Femi",
  "Grace",
  "Hugo",
  "Isla",
  "Jamal",
  "Kasia",
  "Leo",
];
const LAST = ["Okafor", "Smith", "Patel", "Nowak", "Jones", "Khan", "Murphy", "Silva", "Brown", "Chen"];
const STREETS = ["High Street", "Church Road", "Station Road", "Victoria Road", "Park Lane", "Mill Lane"];
const TYPES = ["House/Flat Removals", "Man and Van"] as const;
const BEDROOMS = ["1", "2", "3", "4", "5+"];

function isoDay(daysAhead: number) {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

export type LeadBody = ReturnType<typeof toSubmissionBody>;

export function leadBody(i: number, postcodes: string[], runId: string): LeadBody {
  const rnd = seededRandom(i + 1);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  return toSubmissionBody({
    ...wizardDefaults({ typeOfMove: pick(TYPES) }),
    fromCity: pick(postcodes),
    fromAddress: `${1 + Math.floor(rnd() * 200)} ${pick(STREETS)}, London`,
    fromBedrooms: pick(BEDROOMS),
    toCity: pick(postcodes),
    toAddress: `${1 + Math.floor(rnd() * 200)} ${pick(STREETS)}, London`,
    startDate: isoDay(7 + Math.floor(rnd() * 80)),
    title: pick(["Mr", "Mrs", "Miss", "Ms"]),
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${runId}.${i}@bench.example.com`.toLowerCase(),
    phoneNumber: `07700${String(900000 + (i % 100000)).padStart(6, "0")}`,
  });
}

/** Throws when the generated bodies are not what the API's own schema accepts. */
export function assertValidLeads(postcodes: string[], runId: string) {
  for (let i = 0; i < 25; i++) {
    const r = leadSubmissionSchema.safeParse(leadBody(i, postcodes, runId));
    if (!r.success) {
      throw new Error(`generated lead ${i} is invalid: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
    }
  }
}

/**
 * A request factory for autocannon: a new lead and a new Idempotency-Key each call, and with `proofs`
 * (pow.ts) a solved proof-of-work challenge each (issue #13, docs/README.md#issues).
 */
export function leadRequests(path: string, postcodes: string[], runId: string, proofs?: string[]) {
  let n = 0;
  return () => {
    const i = n++;
    const proof = proofs?.pop();
    return {
      method: "POST",
      path,
      headers: {
        "content-type": "application/json",
        "idempotency-key": `bench-${runId}-${i}`,
        ...(proof ? { [POW_HEADER]: proof } : {}),
      },
      body: JSON.stringify(leadBody(i, postcodes, runId)),
    };
  };
}
