// docs/product/routes.md §2; docs/product/wizard.md §4: which steps the wizard shows, its title, its final button and the move-type tiles.
import { isCommercialMove, isMoveType, isStorageMove, type MoveType } from "./options.ts";

/** What a step shows. */
export type StepId = "type" | "from" | "to" | "services" | "date" | "details";
/** Which schema validates it (a key of `stepSchemas`): storage has its own from/services steps. */
export type StepKey = StepId | "from-storage" | "services-storage";

export interface WizardStep {
  id: StepId;
  key: StepKey;
  title: string;
  /**
   * docs/product/decisions.md D6: the company name field shows on this step. It belongs to Personal Details; when that step is
   * dropped (logged in, D7) it moves to the last step so a logged-in business move can still send it.
   */
  askCompanyName: boolean;
}

export const STEP_TITLES: Record<StepId, string> = {
  type: "Type of move",
  from: "Moving From",
  to: "Moving To",
  services: "Additional Services",
  date: "Moving Date",
  details: "Personal Details",
};

/**
 * docs/product/routes.md §2: non-storage 6 steps, 5 when logged in (docs/product/decisions.md D7: Personal Details is dropped); Storage Unit 4
 * (type, from, additional services with the storage dates and duration, details), 3 when logged in.
 */
export function wizardSteps(typeOfMove: string | null | undefined, loggedIn: boolean): WizardStep[] {
  const keys: StepKey[] = isStorageMove(typeOfMove)
    ? ["type", "from-storage", "services-storage", "details"]
    : ["type", "from", "to", "services", "date", "details"];
  if (loggedIn) keys.pop();
  const commercial = isCommercialMove(typeOfMove);
  return keys.map((key, i) => {
    const id = stepIdOf(key);
    const last = i === keys.length - 1;
    return { id, key, title: STEP_TITLES[id], askCompanyName: commercial && (id === "details" || last) };
  });
}

function stepIdOf(key: StepKey): StepId {
  if (key === "from-storage") return "from";
  if (key === "services-storage") return "services";
  return key;
}

/**
 * docs/product/routes.md §2: ?step= is the 1-based start step (default 1). Only whole digits are read ("2", not
 * "2abc", "2.5" or "-1"); anything else, and 0, gives 1; a number past the end gives the last step. Whether the
 * step may open is `openingStepIndex`'s (step-check.ts) business.
 */
export function startStepIndex(step: string | null | undefined, stepCount: number): number {
  const text = (step ?? "").trim();
  if (!/^\d{1,3}$/.test(text)) return 0;
  const n = Number(text);
  if (n < 1) return 0;
  return Math.min(n, stepCount) - 1;
}

/** docs/product/routes.md §2: page title. */
export function wizardTitle(typeOfMove?: string | null): string {
  return isMoveType(typeOfMove) ? `${typeOfMove} Quote` : "Submit A Lead";
}

export const FINAL_BUTTON_LABELS = {
  loggedIn: "Send Lead",
  skip: "Skip and see your results",
  signUp: "Sign Up and keep your results",
} as const;

/** docs/product/wizard.md §4: the last step's button. */
export function finalButtonLabel(state: { loggedIn: boolean; passwordFilled: boolean }): string {
  if (state.loggedIn) return FINAL_BUTTON_LABELS.loggedIn;
  return state.passwordFilled ? FINAL_BUTTON_LABELS.signUp : FINAL_BUTTON_LABELS.skip;
}

/** docs/product/wizard.md §4: "any password field is filled". */
export function anyPasswordFilled(v: { password?: string | null; confirmPassword?: string | null }): boolean {
  return Boolean(v.password) || Boolean(v.confirmPassword);
}

/**
 * docs/product/wizard.md §4 + docs/product/decisions.md D9: choosing a type selects it and advances; choosing the selected type again (after
 * Back, or preselected by ?typeOfMove) clears it and stays on step 1.
 */
export function toggleMoveType(
  current: string | null | undefined,
  chosen: MoveType,
): { typeOfMove: MoveType | ""; advance: boolean } {
  if (current === chosen) return { typeOfMove: "", advance: false };
  return { typeOfMove: chosen, advance: true };
}
