// The quote wizard's moving parts (./quote-wizard.tsx puts them together): the tab's title, the sessionStorage
// draft, where focus goes on a new step or a refused Continue, the postcode lookup's check, and sending the
// request with what follows its answer.
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { LEAD_MESSAGES as M } from "@rm/domain/lead/messages";
import type { WizardValues } from "@rm/domain/lead/defaults";
import { isInternationalMove } from "@rm/domain/lead/options";
import { stepOfField } from "@rm/domain/lead/step-check";
import type { WizardStep } from "@rm/domain/lead/steps";
import { parseStorageCode } from "@rm/domain/postcode";
import { coverageProblem } from "@rm/domain/postcode-service";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import type { AddressOwners } from "./address-picker.tsx";
import { clearDraft, newSubmissionKey, readDraft, writeDraft } from "./draft.ts";
import type { Errors, WizardForm } from "./form.tsx";
import { sendPendingPhotos } from "./pending-photos.ts";
import { type AccountDetails, sendLead, sendMovingBook } from "./submit-lead.ts";

export const TOP = "top-right" as const; // docs/product/wizard.md §8: wizard toasts top-right

/** the controls of the fields showing a message, in page order (a group's first choice) */
const WITH_MESSAGE = ".has-error input, .has-error select, .has-error textarea, .has-error button";

/** issue #17: the page's heading (and the tab's title) follow the type chosen on step 1, and its clearing */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const cut = document.title.indexOf(" | ");
    document.title = cut < 0 ? title : `${title}${document.title.slice(cut)}`;
  }, [title]);
}

/** The draft: restored once on the client, then saved on every change (until the request is sent). */
export function useWizardDraft(
  origin: string,
  defaults: WizardValues,
  form: WizardForm,
  at: number,
  setIndex: (i: number) => void,
) {
  // the postcode each address was chosen for (an address for another postcode is cleared)
  const addressOwners = useRef<AddressOwners>({});
  const keyRef = useRef<string | null>(null);
  const sent = useRef(false);
  const [restored, setRestored] = useState(false);
  const { reset } = form;
  useEffect(() => {
    const draft = readDraft(origin);
    if (draft) {
      reset({ ...defaults, ...draft.values });
      setIndex(draft.step);
      keyRef.current = draft.key;
      Object.assign(addressOwners.current, draft.addressOwners);
    }
    setRestored(true);
  }, [origin, defaults, reset, setIndex]);
  useEffect(() => {
    if (!restored || sent.current) return;
    keyRef.current ??= newSubmissionKey();
    writeDraft({
      origin,
      values: form.values,
      step: at,
      key: keyRef.current,
      addressOwners: addressOwners.current,
    });
  }, [restored, at, origin, form.values]);
  return { addressOwners, keyRef, sent, restored };
}

/**
 * Keyboard and screen-reader users land on the new step's heading; after a refused Continue, focus goes to the
 * first field with a message (once it shows).
 */
export function useWizardFocus(at: number, form: WizardForm) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [at]);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>(WITH_MESSAGE)?.focus();
  }, [form.errors]);
  const showProblems = (errors: Errors) => {
    focusError.current = Object.keys(errors).length > 0;
    form.showErrors(errors);
  };
  return { headingRef, moved, formRef, showProblems };
}

/**
 * docs/product/wizard.md §4: a postcode counts when the lookup's first postcode equals it; else the postcode check decides
 * (a UK postcode outside London may end a move, not start one).
 */
export async function lookupProblem(
  stepId: WizardStep["id"],
  storage: boolean,
  v: WizardValues,
  shown: Errors,
): Promise<[string, string] | "offline" | null> {
  const check = async (field: "fromCity" | "toCity", incorrect: string) => {
    if (shown[field]) return null; // its own message already shows
    const { checkEntry } = await import("./postcode-api.ts");
    const entry = await checkEntry(v[field]);
    if (entry.kind === "offline") return "offline";
    const message =
      entry.kind === "unknown"
        ? incorrect
        : coverageProblem(field === "fromCity" ? "from" : "to", entry.coverage, incorrect);
    return message ? ([field, message] as [string, string]) : null;
  };
  if (stepId === "from") {
    if (!storage) return check("fromCity", M.postcodeIncorrect);
    // docs/product/decisions.md D13: an area code is enough; a postcode must be a real one
    return parseStorageCode(v.fromCity)?.kind === "postcode"
      ? check("fromCity", M.storageCodeIncorrect)
      : null;
  }
  if (stepId === "to" && !isInternationalMove(v.typeOfMove) && v.toCity.trim()) {
    return check("toCity", M.postcodeIncorrect);
  }
  return null;
}

interface SendContext {
  accountId: string | null;
  account?: AccountDetails | null;
  steps: readonly WizardStep[];
  at: number;
  go: (i: number) => void;
  form: WizardForm;
  draft: { keyRef: { current: string | null }; sent: { current: boolean } };
}

/** Sends the request; on a refusal the server's message shows and the form goes to the first step concerned. */
export function useLeadSender(c: SendContext) {
  const navigate = useNavigate();
  const { show } = useToast();
  return async (values: WizardValues) => {
    const { keyRef, sent } = c.draft;
    keyRef.current ??= newSubmissionKey();
    const answer = await sendLead(values, c.accountId, keyRef.current, c.account);
    if (!answer.status) {
      // docs/product/wizard.md §8: the server's message; every answer stays in the form
      show("error", answer.message, TOP);
      const errors = Object.entries(answer.errors ?? {});
      const where = errors.map(([f]) => stepOfField(f, c.steps)).filter((i) => i >= 0);
      if (where.length) {
        const target = Math.min(...where);
        if (target !== c.at) c.go(target);
        c.form.showErrors(Object.fromEntries(errors));
      }
      return;
    }
    sent.current = true;
    clearDraft();
    const lead = answer.leadId ? `&lead=${encodeURIComponent(answer.leadId)}` : "";
    if (answer.duplicate && answer.leadId) {
      // issue #17: the same move as an open request — offered to update that one (nothing was sent again);
      // issue 28: or as one already booked — sent to the booking
      show("info", answer.booked ? DUPLICATE_MESSAGES.booked.title : DUPLICATE_MESSAGES.title, TOP);
      navigate(`/client/removal-requests?showModal=true&duplicate=true${lead}`);
      return;
    }
    // issue #32: the photos chosen go to the request now it exists (its list went with it)
    const photos = answer.leadId ? await sendPendingPhotos(answer.leadId) : null;
    if (photos) show(photos.ok ? "success" : "error", photos.message, TOP);
    if (answer.held) {
      // issue 28: held for its email's confirmation — said so (the modal says why and what next); nothing
      // was sent, so no moving book either
      show("info", answer.message, TOP);
      navigate(`/client/removal-requests?showModal=true&held=true${lead}`);
      return;
    }
    show("success", answer.message, TOP);
    sendMovingBook(answer.user);
    navigate(`/client/removal-requests?showModal=true${lead}`);
  };
}
