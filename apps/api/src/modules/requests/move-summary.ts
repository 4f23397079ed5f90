// What a mover sees of a lead: the move's essentials, areas (outcode + borough, never the address until
// the customer books them — docs/product/rules.md principle 1), and the rest of what the customer told us, labelled.
import { BOROUGHS } from "@rm/domain/areas/boroughs";
import { formatMoveDate, timeAgo } from "@rm/domain/quote";
import { isAreaCode, outcodeOf } from "@rm/domain/postcode";
import type { Lead } from "@rm/domain";
import { contactSafe } from "@rm/domain/contact-masking";
import type { MoveGlance } from "@rm/domain/move-glance";
import { glanceInventory } from "@rm/domain/move-glance-inventory";
import {
  ACCESS_WORDS,
  asksLiftFits,
  asksParkingAndCarry,
  carryLabel,
  floorLabel,
  parkingLabel,
} from "@rm/domain/lead/access";
import { suspensionLine } from "@rm/domain/lead/council-of";
import type { leads } from "../../db/schema.ts";

type LeadRow = typeof leads.$inferSelect;
export type Details = Record<string, unknown>;

const BY_CODE = new Map(BOROUGHS.map((b) => [b.gssCode, b.name]));
const BY_DISTRICT = new Map(BOROUGHS.flatMap((b) => b.districts.map((d) => [d, b.name] as const)));

export const str = (d: Details, key: string): string | undefined => {
  const v = d[key];
  if (typeof v === "number") return String(v);
  return typeof v === "string" && v.trim() ? v.trim() : undefined;
};
export const details = (lead: Pick<LeadRow, "details">): Details =>
  lead.details && typeof lead.details === "object" ? (lead.details as Details) : {};

/**
 * Issue #29 item 14: the lead as a matched mover may read it — the customer's notes with phone numbers, emails,
 * links and handles hidden until the customer books that mover (`booked`), as in the conversation.
 */
export function notesAsMoverReads<T extends Pick<LeadRow, "details">>(lead: T, booked: boolean): T {
  const d = details(lead);
  const notes = str(d, "description");
  if (!notes || booked) return lead;
  return { ...lead, details: { ...d, description: contactSafe(notes, false).text } };
}

/** "SE16, Southwark" from a postcode (and the borough code when we already know it). */
function areaLabel(postcode: string | null | undefined, boroughCode?: string | null): string | null {
  if (!postcode) return null;
  // an area code alone ("SW") spans many boroughs: name none
  if (isAreaCode(postcode)) return `${postcode.trim().toUpperCase()} area`;
  const outcode = outcodeOf(postcode) ?? postcode.split(" ")[0]!.toUpperCase();
  const borough = (boroughCode && BY_CODE.get(boroughCode)) || BY_DISTRICT.get(outcode);
  return borough ? `${outcode}, ${borough}` : outcode;
}

/** "2-bedroom apartment, floor 3, no lift", "Storage unit, 75-100 sq ft", ... */
function moveSize(d: Details): string {
  const type = str(d, "typeOfMove");
  if (type === "Storage Unit") {
    const size = str(d, "fromStorageSize");
    return [`Storage unit${size ? `, ${size} sq ft` : ""}`, str(d, "fromStorageDuration")]
      .filter(Boolean)
      .join(", ");
  }
  const property = str(d, "fromPropertyType");
  if (property === "Storage")
    return `From storage${str(d, "fromStorageSize") ? `, ${str(d, "fromStorageSize")} sq ft` : ""}`;
  const beds = str(d, "fromBedrooms") ?? str(d, "bedRooms");
  const parts = [
    [beds ? `${beds}-bedroom` : null, (property ?? "property").toLowerCase()].filter(Boolean).join(" "),
  ];
  const floor = str(d, "fromFloor");
  if (floor) parts.push(floorLabel(floor).toLowerCase(), str(d, "fromLift") === "yes" ? "lift" : "no lift");
  const personnel = str(d, "noOfPersonnel");
  if (personnel) parts.push(`${personnel} staff`);
  return parts.join(", ").replace(/^./, (c) => c.toUpperCase());
}

export function destination(lead: Pick<LeadRow, "toPostcode">, d: Details): string | null {
  const country = str(d, "toCountry");
  if (country) return `${country} (abroad)`;
  return areaLabel(lead.toPostcode ?? str(d, "toPostcode"));
}

export function origin(lead: LeadRow, d: Details): string {
  return areaLabel(lead.fromPostcode, lead.fromBoroughCode) ?? areaLabel(str(d, "fromAreaCode")) ?? "London";
}

export interface LeadSummary {
  id: string;
  typeOfMove: string;
  from: string;
  to: string | null;
  moveDate: string | null;
  endDate: string | null;
  moveDateLabel: string;
  size: string;
  extras: string[];
  createdAt: string;
  arrived: string;
}

export function summarise(lead: LeadRow, now = new Date(), since: Date = lead.createdAt): LeadSummary {
  const d = details(lead);
  const extras = Array.isArray(d.additionalServices)
    ? d.additionalServices.filter((x): x is string => typeof x === "string")
    : [];
  return {
    id: lead.id,
    typeOfMove: lead.typeOfMove,
    from: origin(lead, d),
    to: destination(lead, d),
    moveDate: lead.moveDate,
    endDate: lead.endDate,
    moveDateLabel: formatMoveDate(lead.moveDate, lead.endDate),
    size: moveSize(d),
    extras,
    createdAt: since.toISOString(),
    arrived: timeAgo(since, now),
  };
}

const TIME_LABELS: Record<string, string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  flexible: "Flexible",
};

const floorOf = (f?: string) => (f === "basement" ? "Basement" : f === "ground" ? "Ground" : f);

/** Everything else the customer told us, labelled, minus anything that identifies them. */
export function moveFacts(d: Details): { label: string; value: string }[] {
  const yesNo = (v?: string) => (v === "yes" ? "Yes" : v === "no" ? "No" : v);
  const rows: [string, string | undefined][] = [
    ["Type of move", str(d, "typeOfMove")],
    ["Property (from)", str(d, "fromPropertyType")],
    ["Bedrooms (from)", str(d, "fromBedrooms") ?? str(d, "bedRooms")],
    ["Floor (from)", floorOf(str(d, "fromFloor"))],
    ["Lift (from)", yesNo(str(d, "fromLift"))],
    // only beside a lift: an edit to "no lift" may leave the old answer stored
    [
      "Lift fits furniture (from)",
      asksLiftFits(str(d, "fromLift")) ? yesNo(str(d, "fromLiftFits")) : undefined,
    ],
    ["Storage purpose", str(d, "fromStoragePurpose")],
    ["Storage size (sq ft)", str(d, "fromStorageSize")],
    ["Storage duration", str(d, "fromStorageDuration")],
    ["Country", str(d, "toCountry")],
    ["Property (to)", str(d, "toPropertyType")],
    ["Bedrooms (to)", str(d, "toBedrooms")],
    ["Floor (to)", floorOf(str(d, "toFloor"))],
    ["Lift (to)", yesNo(str(d, "toLift"))],
    ["Lift fits furniture (to)", asksLiftFits(str(d, "toLift")) ? yesNo(str(d, "toLiftFits")) : undefined],
    ["Storage size at destination (sq ft)", str(d, "toStorageSize")],
    ["Movers requested", str(d, "noOfPersonnel")],
    [
      "Date type",
      str(d, "dateType") === "flexible" ? "Flexible" : str(d, "dateType") ? "Fixed date" : undefined,
    ],
    ["Preferred time", TIME_LABELS[str(d, "preferredTime") ?? ""]],
    ["Who pays", str(d, "payingForMove")],
    ["Anything movers should know", str(d, "description")],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1])).map(([label, value]) => ({ label, value }));
}

/** Shown to the mover the customer booked, and only to them. */
export function customerContact(
  lead: LeadRow,
  d: Details,
  account: { firstName: string; lastName: string; email: string; phoneNumber: string | null },
) {
  const name = [str(d, "firstName") ?? account.firstName, str(d, "lastName") ?? account.lastName]
    .filter(Boolean)
    .join(" ");
  // the address list already ends with the postcode; a typed address may not
  const address = (line: string | undefined, tail: string | null | undefined) =>
    [line, tail && !line?.toUpperCase().includes(tail.toUpperCase()) ? tail : undefined]
      .filter(Boolean)
      .join(", ") || null;
  return {
    name,
    companyName: str(d, "companyName") ?? null,
    email: str(d, "email") ?? account.email,
    phone: str(d, "phoneNumber") ?? account.phoneNumber ?? null,
    fromAddress: address(str(d, "fromAddress"), lead.fromPostcode),
    toAddress: address(str(d, "toAddress"), lead.toPostcode ?? str(d, "toCountry")),
  };
}

/**
 * Issue #18: the lead page's first screen on a phone, and (issue #28) the "New removal lead" email — the move at
 * a glance, in the order a mover decides (@rm/domain/move-glance).
 */
export type MoveAtAGlance = MoveGlance;

function accessAt(d: Details, end: "from" | "to"): string | null {
  const floor = str(d, `${end}Floor`);
  if (!floor) return null;
  const lift = str(d, `${end}Lift`);
  const where = /^ground/i.test(floor) ? "Ground floor" : floorLabel(floor);
  if (lift === "yes")
    return str(d, `${end}LiftFits`) === "no" ? `${where}, lift too small for furniture` : `${where}, lift`;
  return lift === "no" ? `${where}, no lift` : where;
}

/**
 * Issue #32: parking and the walk from the van at an end where they are asked (not for storage, not abroad);
 * an older request, sent before they were asked, says what the guide assumes.
 */
function kerbAt(d: Details, end: "from" | "to") {
  if (!asksParkingAndCarry(str(d, "typeOfMove"), end)) return { parking: null, carry: null };
  const parking = str(d, `${end}Parking`);
  const carry = str(d, `${end}Carry`);
  return {
    parking: parking ? parkingLabel(parking) : ACCESS_WORDS.parkingNotAsked,
    carry: carry ? carryLabel(carry) : ACCESS_WORDS.carryNotAsked,
  };
}

function suspensionsOf(d: Details, postcodes: { from: string | null; to: string | null }): string[] {
  return (["from", "to"] as const)
    .filter(
      (end) => asksParkingAndCarry(str(d, "typeOfMove"), end) && str(d, `${end}Parking`) === "suspension",
    )
    .map((end) => suspensionLine(postcodes[end], end, "mover"));
}

function propertyAt(d: Details, end: "from" | "to"): string | null {
  const type = str(d, `${end}PropertyType`);
  const beds = str(d, `${end}Bedrooms`) ?? (end === "from" ? str(d, "bedRooms") : undefined);
  const storage = str(d, `${end}StorageSize`);
  if (type === "Storage" || (!type && storage)) return `Storage${storage ? `, ${storage} sq ft` : ""}`;
  if (!type && !beds) return null;
  return [beds ? `${beds}-bedroom` : null, (type ?? "property").toLowerCase()]
    .filter(Boolean)
    .join(" ")
    .replace(/^./, (c) => c.toUpperCase());
}

/** The glance from what the customer told us (`d`), where the two ends are and the date in words. */
function glanceOf(
  d: Details,
  places: { from: string; to: string | null },
  dateLabel: string,
  postcodes: { from: string | null; to: string | null },
): MoveGlance {
  const [kerbFrom, kerbTo] = [kerbAt(d, "from"), kerbAt(d, "to")];
  const extras = Array.isArray(d.additionalServices)
    ? d.additionalServices.filter((x): x is string => typeof x === "string")
    : [];
  return {
    from: places.from,
    to: places.to,
    property: { from: propertyAt(d, "from") ?? moveSize(d), to: propertyAt(d, "to") },
    access: { from: accessAt(d, "from"), to: accessAt(d, "to") },
    parking: { from: kerbFrom.parking, to: kerbTo.parking },
    carry: { from: kerbFrom.carry, to: kerbTo.carry },
    suspension: suspensionsOf(d, postcodes),
    services: extras,
    dateLabel: dateLabel || "No date given",
    timeLabel: TIME_LABELS[str(d, "preferredTime") ?? ""] ?? null,
    notes: str(d, "description") ?? null,
    inventory: glanceInventory(d.inventory),
  };
}

export function moveAtAGlance(lead: LeadRow): MoveAtAGlance {
  const s = summarise(lead);
  const d = details(lead);
  return glanceOf(d, s, s.moveDateLabel, {
    from: lead.fromPostcode,
    to: lead.toPostcode ?? str(d, "toPostcode") ?? null,
  });
}

/**
 * The same glance from a lead as the intake parsed it, before its row is read back (the new-lead email): the
 * areas of both ends (outcode and borough, or the country abroad), never the addresses (principle 1).
 */
export function glanceOfLead(lead: Lead): MoveAtAGlance {
  const d = lead as unknown as Details;
  return glanceOf(
    d,
    {
      from: areaLabel(lead.fromPostcode) ?? areaLabel(lead.fromAreaCode) ?? "London",
      to: destination({ toPostcode: lead.toPostcode ?? null }, d),
    },
    formatMoveDate(lead.startDate, lead.endDate),
    { from: lead.fromPostcode ?? null, to: lead.toPostcode ?? null },
  );
}
