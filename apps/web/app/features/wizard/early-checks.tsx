// Issue 28: what the wizard can tell before the last step, as soon as the answers allow it: that no vetted mover
// covers the start yet (GET /api/lead-coverage, once the start postcode or area code is known), and — for a
// signed-in customer or a D8 guest only — that this is a move they already asked for or booked
// (GET /api/client/same-move, once the postcodes and the date are known). A visitor known only by the email
// they type is never asked about: the API looks only at the caller's own requests, and someone typing another
// person's email learns nothing (their request is held, and the address's owner is told by email).
import { DUPLICATE_MESSAGES, type DuplicateKind } from "@rm/domain/duplicate-request";
import type { WizardValues } from "@rm/domain/lead/defaults";
import { isIsoDate, todayInLondon } from "@rm/domain/lead/dates";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { isUkPostcodeFormat, normalisePostcode, parseStorageCode } from "@rm/domain/postcode";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api.ts";

const DEBOUNCE_MS = 300;

type Coverage = { covered: boolean; area: string };
type SameMove = { leadId: string; status: DuplicateKind };
/** the move as the same-move check asks it; null while an answer it needs is missing */
export type MoveQuestion = { from: string; to: string; startDate: string; endDate: string };

const coverageAsked = new Map<string, Promise<Coverage | null>>();

function fetchCoverage(typeOfMove: string, from: string): Promise<Coverage | null> {
  const key = `${typeOfMove}|${from}`;
  let hit = coverageAsked.get(key);
  if (!hit) {
    const q = new URLSearchParams({ typeOfMove, from });
    hit = api("GET", `/lead-coverage?${q}`).then((r) => (r.status ? r.data : null));
    coverageAsked.set(key, hit);
    // a failed call may work next time
    hit.then((v) => v === null && coverageAsked.delete(key));
  }
  return hit;
}

/** Calls `ask` for `key` after a pause (none while `key` is null); the latest answer, or null. */
function useAnswer<T>(key: string | null, ask: () => Promise<T | null>): T | null {
  const [answer, setAnswer] = useState<{ key: string; value: T | null } | null>(null);
  // the key says everything `ask` depends on: a new function with the same key asks nothing new
  const asking = useRef(ask);
  asking.current = ask;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const timer = setTimeout(async () => {
      const value = await asking.current();
      if (live) setAnswer({ key, value });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return answer && answer.key === key ? answer.value : null;
}

/** The start the coverage check asks about: a confirmed postcode, or a storage area code ("SW"). */
export function coverageFrom(
  values: WizardValues,
  storage: boolean,
  confirmed: string | null,
): string | null {
  if (confirmed) return confirmed;
  const code = storage ? parseStorageCode(values.fromCity) : null;
  return code?.kind === "area" ? code.areaCode : null;
}

/** "No vetted mover covers moves from HA4 yet…", on the step that asks the start (nothing when one does). */
export function CoverageNotice({ typeOfMove, from }: { typeOfMove: string; from: string | null }) {
  const key = typeOfMove && from ? `${typeOfMove}|${from}` : null;
  const coverage = useAnswer(key, () => fetchCoverage(typeOfMove, from ?? ""));
  if (!coverage || coverage.covered) return null;
  return (
    <p className="notice wizard-notice" role="status">
      {INTAKE_MESSAGES.noMoverCovers(coverage.area)}
    </p>
  );
}

/**
 * The move the same-move check asks about, from answers the steps already checked: the start (postcode or
 * area code), the destination (a postcode, or none), the date(s). Null while one is missing or malformed.
 */
export function moveQuestion(values: WizardValues): MoveQuestion | null {
  const from = parseStorageCode(values.fromCity);
  if (!from) return null;
  const to = values.toCity.trim() ? normalisePostcode(values.toCity) : "";
  if (to && !isUkPostcodeFormat(to)) return null;
  const { startDate } = values;
  if (!isIsoDate(startDate) || startDate < todayInLondon()) return null;
  const endDate = values.dateType === "flexible" && isIsoDate(values.endDate) ? values.endDate : "";
  return { from: from.kind === "postcode" ? from.postcode : from.areaCode, to, startDate, endDate };
}

/** "You already booked this move" / "You already asked for quotes for this move", with the way to it. */
export function SameMoveNotice({ move }: { move: MoveQuestion | null }) {
  const key = move ? new URLSearchParams(move).toString() : null;
  const same = useAnswer<SameMove>(key, async () => {
    const r = await api("GET", `/client/same-move?${key}`);
    return r.status ? r.data : null;
  });
  if (!same) return null;
  const at = `/client/removal-requests/${encodeURIComponent(same.leadId)}`;
  if (same.status === "booked") {
    return (
      <div className="notice wizard-notice" role="status">
        <p>
          <strong>{DUPLICATE_MESSAGES.booked.title}.</strong> {DUPLICATE_MESSAGES.booked.early}
        </p>
        <Link className="button button-small" to={at}>
          {DUPLICATE_MESSAGES.booked.view}
        </Link>
      </div>
    );
  }
  return (
    <div className="notice wizard-notice" role="status">
      <p>
        <strong>{DUPLICATE_MESSAGES.title}.</strong> {DUPLICATE_MESSAGES.early}
      </p>
      <Link className="button button-small" to={`${at}/change`}>
        {DUPLICATE_MESSAGES.update}
      </Link>
    </div>
  );
}
