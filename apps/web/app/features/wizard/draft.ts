// The wizard's draft in sessionStorage, so a reload keeps what was typed (never the passwords).
import { type WizardValues, wizardDefaults } from "@rm/domain/lead/defaults";

const KEY = "rm-wizard-draft";

export interface Draft {
  /** the ?typeOfMove and ?place the wizard was opened with: a different link starts afresh */
  origin: string;
  values: Partial<WizardValues>;
  step: number;
  /** Idempotency-Key of the submission being prepared: a retry after a lost answer reuses it */
  key: string;
  /** the postcode each address was chosen or typed for: another postcode clears it */
  addressOwners?: Partial<Record<"from" | "to", string>>;
}

export const originOf = (typeOfMove: string | null, place: string | null) =>
  `${typeOfMove ?? ""}|${place ?? ""}`;

export function readDraft(origin: string): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    if (draft.origin !== origin || typeof draft.values !== "object" || draft.values === null) return null;
    // only the wizard's own fields, with the types the form expects
    const known = wizardDefaults();
    const values: Partial<WizardValues> = {};
    for (const [k, v] of Object.entries(draft.values)) {
      if (!(k in known)) continue;
      const expected = known[k as keyof WizardValues];
      const fits = Array.isArray(expected)
        ? Array.isArray(v)
        : typeof expected === "object"
          ? typeof v === "object" && v !== null && !Array.isArray(v) // issue #32: the inventory's counts
          : typeof v === "string";
      if (fits) Object.assign(values, { [k]: v });
    }
    const owners: Draft["addressOwners"] = {};
    for (const side of ["from", "to"] as const) {
      const pc = draft.addressOwners?.[side];
      if (typeof pc === "string") owners[side] = pc;
    }
    return { ...draft, values, addressOwners: owners };
  } catch {
    return null;
  }
}

export function writeDraft(draft: Draft) {
  const { password, confirmPassword, ...values } = draft.values;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...draft, values }));
  } catch {
    /* private mode or full storage: the draft is a convenience */
  }
}

export function clearDraft() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}

/** A UUID per submission (crypto.randomUUID needs a secure context; fall back to getRandomValues). */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
