// Issue #18: where a company that is not yet approved stands with its documents, apart from movers-day.ts so
// that every page of the mover's dashboard (its layout shows the status) carries this alone (issue #34);
// movers-day.ts re-exports it.
import { todayInLondon } from "./lead/dates.ts";

export const ONBOARDING = {
  heading: "Getting you approved",
  intro: "Before we send you leads we check your insurance. Here is where each document stands.",
  documents: [
    { kind: "git", label: "Goods in Transit insurance certificate" },
    { kind: "pl", label: "Public Liability insurance certificate" },
  ],
  states: {
    missing: "Not uploaded yet",
    pending: "Uploaded, being checked",
    verified: "Checked and accepted",
    rejected: "Rejected",
  },
  next: "Once both certificates are accepted, we approve your company and new leads start arriving in your inbox and by email.",
  howLong: "Checks usually take one working day (Monday to Friday, 9am to 5pm).",
  upload: "Upload documents",
} as const;

type OnboardingState = keyof typeof ONBOARDING.states;

export interface OnboardingStep {
  kind: string;
  label: string;
  state: OnboardingState;
  stateLabel: string;
  /** why it was rejected (rejected only) */
  reason: string | null;
}

/**
 * Where each required certificate stands, from the company's documents (newest first or in any order): the
 * newest upload of each kind decides; an accepted one that has expired counts as missing.
 */
export function onboardingSteps(
  documents: readonly {
    kind: string;
    status: string;
    reason: string | null;
    createdAt: string;
    expiresOn: string;
  }[],
  today: string = todayInLondon(),
): OnboardingStep[] {
  return ONBOARDING.documents.map(({ kind, label }) => {
    const newest = documents
      .filter((d) => d.kind === kind)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    let state: OnboardingState = "missing";
    if (newest?.status === "pending") state = "pending";
    else if (newest?.status === "rejected") state = "rejected";
    else if (newest?.status === "verified" && newest.expiresOn >= today) state = "verified";
    return {
      kind,
      label,
      state,
      stateLabel: ONBOARDING.states[state],
      reason: state === "rejected" ? (newest?.reason ?? null) : null,
    };
  });
}
