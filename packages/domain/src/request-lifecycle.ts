// Issue #17: a customer's request from sending to moving day — what they may change after sending it, how
// the matched movers are told exactly what changed, cancelling with a reason, and the messages around a
// request that no mover covers yet. The API and the pages import these; nothing here is stored state.
import { z } from "zod";
import { maskContactDetails } from "./contact-masking.ts";
import { asksLiftFits, carryLabel, floorLabel, parkingLabel } from "./lead/access.ts";
import { LEAD_FIELDS } from "./lead/fields.ts";
import { formatMoveDate } from "./lead/dates.ts";
import { PREFERRED_TIME_OPTIONS } from "./lead/options.ts";

import {
  CANCEL_NOTE_MAX,
  CANCEL_REASONS,
  type CancelReason,
  LIFECYCLE_MESSAGES,
} from "./request-lifecycle-words.ts";

export * from "./request-lifecycle-words.ts";

const CANCEL_VALUES = CANCEL_REASONS.map((r) => r.value) as [CancelReason, ...CancelReason[]];

/** The body of a cancellation: a reason from the list, and a note — required with "Other", optional otherwise. */
export const cancelRequestSchema = z
  .object(
    {
      reason: z.enum(CANCEL_VALUES, { error: LIFECYCLE_MESSAGES.reasonRequired }),
      note: z
        .string({ error: LIFECYCLE_MESSAGES.noteNotText })
        .trim()
        .max(CANCEL_NOTE_MAX, LIFECYCLE_MESSAGES.noteTooLong)
        .optional(),
    },
    { error: LIFECYCLE_MESSAGES.reasonRequired },
  )
  .refine((v) => v.reason !== "other" || (v.note ?? "").length > 0, {
    path: ["note"],
    message: LIFECYCLE_MESSAGES.noteForOther,
  });
export type CancelRequestInput = z.output<typeof cancelRequestSchema>;

/**
 * The rule for freeing the movers' daily and weekly lead counts when a request is cancelled (written down in
 * docs/decisions/049-request-from-sending-to-moving-day.md): only while no mover has opened or quoted it — every match still "new". Then
 * the matches are removed, so the lead no longer counts against anyone's caps; otherwise they stay (the movers
 * spent time on it) and are closed.
 */
export const freesCaps = (matchStatuses: readonly string[]) => matchStatuses.every((s) => s === "new");

/** What the customer may change on an open request (the move's postcodes and type stay: they decide who gets it). */
export const EDITABLE_FIELDS = [
  "dateType",
  "startDate",
  "endDate",
  "preferredTime",
  "fromAddress",
  "toAddress",
  "fromPropertyType",
  "fromBedrooms",
  "fromStorageSize",
  "fromFloor",
  "fromLift",
  // issue #32: the access at each end
  "fromLiftFits",
  "fromParking",
  "fromCarry",
  "toPropertyType",
  "toBedrooms",
  "toStorageSize",
  "toFloor",
  "toLift",
  // issue #32: the access at each end
  "toLiftFits",
  "toParking",
  "toCarry",
  "additionalServices",
  "description",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** The body of an edit: any of the editable fields (each with the wizard's own shape and messages); no others. */
export const editRequestSchema = z.strictObject(
  Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, LEAD_FIELDS[f]])) as {
    [K in EditableField]: (typeof LEAD_FIELDS)[K];
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? LIFECYCLE_MESSAGES.onlyTheseFields
        : LIFECYCLE_MESSAGES.changesMissing,
  },
);
export type RequestEdit = z.output<typeof editRequestSchema>;

/** One thing that changed, in words (`before`/`after` as the customer would read them). */
export interface LeadChange {
  label: string;
  before: string;
  after: string;
  /** an address line: movers are told it changed, not what it says (they see addresses once booked) */
  addressLine: boolean;
}

type Move = Readonly<Record<string, unknown>>;
const NOT_GIVEN = "not given";
const text = (v: unknown): string => {
  if (Array.isArray(v)) return v.length ? v.map(String).join(", ") : "none";
  if (v === null || v === undefined || v === "") return NOT_GIVEN;
  return String(v).trim() || NOT_GIVEN;
};
const floorText = (v: unknown) => (v === "basement" || v === "ground" ? floorLabel(v) : text(v));
const yesNo = (v: unknown) => (v === "yes" ? "Yes" : v === "no" ? "No" : text(v));
/** whether the lift fits furniture is an answer only beside a lift (an edit to "no lift" may leave the old one) */
const liftFits = (lift: unknown, fits: unknown) => (asksLiftFits(lift) ? yesNo(fits) : text(undefined));
const time = (v: unknown) => PREFERRED_TIME_OPTIONS.find((o) => o.value === v)?.label ?? text(v);

/** The fields compared, in the order the change list shows them, with how each reads. */
const COMPARED: { label: string; read: (m: Move) => string; addressLine?: boolean }[] = [
  {
    label: "Moving date",
    read: (m) =>
      formatMoveDate(
        typeof m.startDate === "string" ? m.startDate : null,
        m.dateType === "flexible" && typeof m.endDate === "string" ? m.endDate : null,
      ),
  },
  { label: "Preferred time", read: (m) => time(m.preferredTime) },
  { label: "Address (from)", read: (m) => text(m.fromAddress), addressLine: true },
  { label: "Address (to)", read: (m) => text(m.toAddress), addressLine: true },
  { label: "Property (from)", read: (m) => text(m.fromPropertyType) },
  { label: "Bedrooms (from)", read: (m) => text(m.fromBedrooms) },
  { label: "Storage size (from, sq ft)", read: (m) => text(m.fromStorageSize) },
  { label: "Floor (from)", read: (m) => floorText(m.fromFloor) },
  { label: "Lift (from)", read: (m) => yesNo(m.fromLift) },
  { label: "Lift fits furniture (from)", read: (m) => liftFits(m.fromLift, m.fromLiftFits) },
  { label: "Parking (from)", read: (m) => parkingLabel(m.fromParking) ?? text(m.fromParking) },
  { label: "Van to the door (from)", read: (m) => carryLabel(m.fromCarry) ?? text(m.fromCarry) },
  { label: "Property (to)", read: (m) => text(m.toPropertyType) },
  { label: "Bedrooms (to)", read: (m) => text(m.toBedrooms) },
  { label: "Storage size (to, sq ft)", read: (m) => text(m.toStorageSize) },
  { label: "Floor (to)", read: (m) => floorText(m.toFloor) },
  { label: "Lift (to)", read: (m) => yesNo(m.toLift) },
  { label: "Lift fits furniture (to)", read: (m) => liftFits(m.toLift, m.toLiftFits) },
  { label: "Parking (to)", read: (m) => parkingLabel(m.toParking) ?? text(m.toParking) },
  { label: "Van to the door (to)", read: (m) => carryLabel(m.toCarry) ?? text(m.toCarry) },
  {
    label: "Additional services",
    read: (m) => (Array.isArray(m.additionalServices) ? text(m.additionalServices) : "none"),
  },
  { label: "Anything movers should know", read: (m) => text(m.description) },
];

/** What differs between the move as it was and as it is now (nothing: []). */
export function leadChanges(before: Move, after: Move): LeadChange[] {
  return COMPARED.flatMap((c) => {
    const a = c.read(before);
    const b = c.read(after);
    return a === b ? [] : [{ label: c.label, before: a, after: b, addressLine: c.addressLine === true }];
  });
}

const MAX_SHOWN = 200;
const clip = (s: string) => (s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN - 1)}…` : s);

/**
 * The changes as lines, e.g. "Floor (from): 3 → 5". For a mover an address line only says it changed: the
 * address itself stays hidden until the customer books them (docs/product/rules.md principle 1), and contact
 * details typed into a changed value (the notes) are hidden as in the conversation (issue #29 item 14).
 */
export function changeLines(changes: readonly LeadChange[], audience: "mover" | "customer"): string[] {
  const shown = (s: string) => clip(audience === "mover" ? maskContactDetails(s).text : s);
  return changes.map((c) =>
    c.addressLine && audience === "mover"
      ? `${c.label}: updated (you will see the full address once the customer books you)`
      : `${c.label}: ${shown(c.before)} → ${shown(c.after)}`,
  );
}
