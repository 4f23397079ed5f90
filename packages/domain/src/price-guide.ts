// Issue #32 "A price before you post": the instant price guide, one deterministic model for the wizard, the
// customer's pages and the mover's. A move is sized from the property preset (cubic feet), given a van, a
// number of loads and a crew, timed (loading and unloading adjusted for floors without a lift at each end,
// driving at London speeds, getting there and back) and priced from the published man-and-van rates
// (./published-prices.ts) — the lowest rates give the low end, the highest the high end. Storage is priced from
// the published weekly prices; moves abroad get no guide. docs/product/price-guide.md explains every figure.
// The words are in ./price-guide-words.ts. No I/O: the distance comes in as straight-line miles.
import { floorsToClimb } from "./lead/access.ts";
import { isInternationalMove, isStorageMove } from "./lead/options.ts";
import { ROAD_DETOUR_FACTOR } from "./movers-day.ts";
import type { PenceRange } from "./money.ts";
import { EXTRA_HELP, MAN_AND_VAN, STORAGE } from "./published-prices.ts";
import { inventoryOf, inventoryVolumeCuFt } from "./inventory.ts";
import { CUBIC_METRES_PER_CUBIC_FOOT, VOLUME_PRESETS_CU_FT } from "./price-guide-presets.ts";

export { CUBIC_METRES_PER_CUBIC_FOOT, VOLUME_PRESETS_CU_FT };

export type VanKind = "transit" | "luton";

export const GUIDE_FIGURES = {
  /** what each van carries in one load (cu ft): a long-wheelbase transit, a Luton box van */
  vanCapacityCuFt: { transit: 350, luton: 600 } satisfies Record<VanKind, number>,
  /** the crew by volume: up to each figure, that many movers; above the last, the last crew */
  crew: [
    { upToCuFt: 250, movers: 1 },
    { upToCuFt: 500, movers: 2 },
    { upToCuFt: 1000, movers: 3 },
    { upToCuFt: Number.POSITIVE_INFINITY, movers: 4 },
  ],
  /** how much one mover loads (and, again, unloads) in an hour at street level, wrapping included */
  cuFtPerMoverHour: 150,
  /** each floor climbed without a lift adds this share to that end's loading or unloading time */
  perFloorWithoutLift: 0.1,
  /** a lift still costs time (waiting, one load at a time): this share at that end */
  withLift: 0.05,
  /** a lift too small for furniture: the lift's share, and the furniture up the stairs at half the rate */
  perFloorLiftTooSmall: 0.05,
  /** issue #32: the walk from the van to the door, its share of that end's time */
  carry: { door: 0, "up-to-10m": 0.05, "10-25m": 0.15, "over-25m": 0.3 } as Record<string, number>,
  /** issue #32: parking: feeding a meter or a bay's time limit, or a suspension's cones and checks */
  parking: { driveway: 0, street: 0, paid: 0.05, suspension: 0.1 } as Record<string, number>,
  /** a loaded van's average speed across London in daytime traffic, and beyond London */
  londonMph: 12,
  londonRoadMiles: 15,
  beyondMph: 30,
  /** the shortest drive (parking, strapping the load) */
  minDriveHours: 0.25,
  /** getting to the first address and back from the last, in all */
  travelHours: 0.5,
  /** when the distance is not known yet, a typical London move (straight-line miles) */
  assumedMiles: 5,
  /** hours are rounded up to this step */
  hourStep: 0.5,
  /** the low end is rounded down and the high end up to this many pence */
  roundToPence: 1000,
  /** docs/product/price-guide.md "Storage": the published weekly prices are for about this much room */
  storageOneBedSqFt: 50,
  storageTwoToThreeBedSqFt: 100,
} as const;

/** The storage size bands (sq ft, the wizard's options) and the room each spans. */
const STORAGE_BAND_SQ_FT: Record<string, { from: number; to: number }> = {
  "0-50": { from: 0, to: 50 },
  "75-100": { from: 75, to: 100 },
  "125-150": { from: 125, to: 150 },
  "175-200": { from: 175, to: 200 },
  "200+": { from: 200, to: 250 },
};

export interface GuideEnd {
  /** "House", "Apartment", "Storage" or "" (not said) */
  propertyType: string;
  /** "basement", "ground", "1"–"20" (apartments only) */
  floor: string;
  lift: string;
  /** issue #32: whether the lift fits furniture ("yes", "no"; "" = not said: it does) */
  liftFits?: string;
  /** PARKING_VALUES; "" = not asked (an older request): free on-street */
  parking?: string;
  /** CARRY_VALUES; "" = not asked: at the door */
  carry?: string;
}

export interface PriceGuideInput {
  typeOfMove: string;
  from: GuideEnd;
  to: GuideEnd;
  /** "1"–"5+" */
  bedrooms: string;
  /** the storage band (sq ft) for a Storage Unit move or a move out of storage */
  storageSize: string;
  /** the movers the customer asked for ("" = let the guide choose) */
  movers: string;
  additionalServices: readonly string[];
  /** straight-line miles between the two postcodes; null when not known (a typical London move is assumed) */
  miles: number | null;
  /** the volume of a list of what is moving (cu ft), when there is one: it replaces the property preset */
  volumeCuFt?: number | null;
}

export interface MoveGuide {
  kind: "move";
  /** pence */
  low: number;
  high: number;
  volumeCuFt: number;
  volumeM3: number;
  /** issue #32: the volume is the customer's list's, not the property preset's */
  fromList: boolean;
  van: VanKind;
  loads: number;
  movers: number;
  /** the crew is the customer's own number */
  moversAsked: boolean;
  hours: number;
  roadMiles: number;
  distanceAssumed: boolean;
  propertyType: string;
  bedrooms: string;
  storageSize: string;
  extras: ("packing" | "materials" | "dismantling")[];
}

export interface StorageGuide {
  kind: "storage";
  /** pence a week */
  low: number;
  high: number;
  storageSize: string;
  /** the largest band: the high end is for 250 sq ft, more room costs more */
  openEnded: boolean;
}

export type PriceGuide = MoveGuide | StorageGuide | { kind: "none"; reason: "abroad" };

const EXTRA_OF: Record<string, { kind: MoveGuide["extras"][number]; price: PenceRange }> = {
  "Packing services": { kind: "packing", price: EXTRA_HELP.packingService },
  "Packing materials": { kind: "materials", price: EXTRA_HELP.packingMaterials },
  "Disassembling/Reassembling": { kind: "dismantling", price: EXTRA_HELP.furnitureAssembly },
};

/** The cubic feet of the move: the storage band's for a move out of storage, else the property preset's. */
export function moveVolumeCuFt(propertyType: string, bedrooms: string, storageSize: string): number {
  if (propertyType === "Storage") {
    const s = VOLUME_PRESETS_CU_FT.Storage as Record<string, number>;
    return s[storageSize] ?? s["0-50"]!;
  }
  const table = (
    propertyType === "Apartment" ? VOLUME_PRESETS_CU_FT.Apartment : VOLUME_PRESETS_CU_FT.House
  ) as Record<string, number>;
  return table[bedrooms] ?? table["1"]!;
}

export const cubicMetres = (cuFt: number): number => Math.round(cuFt * CUBIC_METRES_PER_CUBIC_FOOT);

export const vanFor = (cuFt: number): VanKind =>
  cuFt <= GUIDE_FIGURES.vanCapacityCuFt.transit ? "transit" : "luton";

export const loadsFor = (cuFt: number): number =>
  Math.max(1, Math.ceil(cuFt / GUIDE_FIGURES.vanCapacityCuFt[vanFor(cuFt)]));

export const crewFor = (cuFt: number): number =>
  GUIDE_FIGURES.crew.find((c) => cuFt <= c.upToCuFt)?.movers ?? 4;

/**
 * 1 + the extra share of time at one end: floors climbed without a lift (or the lift's own wait, and the stairs
 * for furniture when it is too small), the walk from the van to the door, and the parking.
 */
export function accessFactor(end: GuideEnd): number {
  const G = GUIDE_FIGURES;
  const kerb = (G.carry[end.carry ?? ""] ?? 0) + (G.parking[end.parking ?? ""] ?? 0);
  if (end.propertyType !== "Apartment") return 1 + kerb;
  // a floor not given (an old request) counts as the spec's floor 1
  const floors = floorsToClimb(end.floor) ?? 1;
  if (floors === 0) return 1 + kerb;
  if (end.lift !== "yes") return 1 + kerb + G.perFloorWithoutLift * floors;
  if (end.liftFits === "no") return 1 + kerb + G.withLift + G.perFloorLiftTooSmall * floors;
  return 1 + kerb + G.withLift;
}

/** Road miles from straight-line miles (the detour factor the lead page states, ./movers-day.ts). */
export const roadMilesOf = (miles: number): number => Math.max(0, miles) * ROAD_DETOUR_FACTOR;

/** One drive between the two addresses: London speed for the first miles, faster beyond. */
export function driveHours(roadMiles: number): number {
  const G = GUIDE_FIGURES;
  const london = Math.min(roadMiles, G.londonRoadMiles);
  const beyond = Math.max(0, roadMiles - G.londonRoadMiles);
  return Math.max(G.minDriveHours, london / G.londonMph + beyond / G.beyondMph);
}

interface Sized {
  cuFt: number;
  movers: number;
  from: GuideEnd;
  to: GuideEnd;
  roadMiles: number;
}

/** The hours the move takes: loading and unloading (each end's access), the drives, getting there and back. */
export function moveHours(m: Sized): number {
  const G = GUIDE_FIGURES;
  const handling = m.cuFt / (G.cuFtPerMoverHour * m.movers);
  const loads = loadsFor(m.cuFt);
  // each load drives there; each load but the last drives back for the next
  const driving = (2 * loads - 1) * driveHours(m.roadMiles);
  const raw = handling * accessFactor(m.from) + handling * accessFactor(m.to) + driving + G.travelHours;
  const stepped = Math.ceil(raw / G.hourStep - 1e-9) * G.hourStep;
  return Math.max(MAN_AND_VAN.minimumHours, stepped);
}

/** The crew's hourly rate at one end of the published ranges: the van with its first mover, and the rest. */
function crewRate(van: VanKind, movers: number, end: "min" | "max"): number {
  const first =
    van === "transit" ? MAN_AND_VAN.transitVanOneMoverPerHour : MAN_AND_VAN.lutonVanOneMoverPerHour;
  return first[end] + Math.max(0, movers - 1) * MAN_AND_VAN.secondMoverPerHour[end];
}

function rawPrice(m: Sized, end: "min" | "max"): number {
  return moveHours(m) * crewRate(vanFor(m.cuFt), m.movers, end);
}

/**
 * The van and crew's price at `end` of the ranges. A bigger crew works faster, so its price could dip below a
 * smaller crew's for a slightly smaller home: the guide never lets a larger move cost less, so it takes the
 * highest price of this move and of the largest move each smaller crew takes.
 */
function vanAndCrewPrice(m: Sized, chosenCrew: boolean, end: "min" | "max"): number {
  let price = rawPrice(m, end);
  if (chosenCrew) return price;
  for (const c of GUIDE_FIGURES.crew)
    if (c.upToCuFt < m.cuFt)
      price = Math.max(price, rawPrice({ ...m, cuFt: c.upToCuFt, movers: c.movers }, end));
  return price;
}

function storageGuide(size: string): StorageGuide {
  const G = GUIDE_FIGURES;
  const band = STORAGE_BAND_SQ_FT[size] ?? STORAGE_BAND_SQ_FT["0-50"]!;
  // the published one-bed and two-to-three-bed prices, per square foot a week (both give 50p–80p)
  const perSqFt = {
    min: Math.min(
      STORAGE.oneBedPerWeek.min / G.storageOneBedSqFt,
      STORAGE.twoToThreeBedPerWeek.min / G.storageTwoToThreeBedSqFt,
    ),
    max: Math.max(
      STORAGE.oneBedPerWeek.max / G.storageOneBedSqFt,
      STORAGE.twoToThreeBedPerWeek.max / G.storageTwoToThreeBedSqFt,
    ),
  };
  const low =
    band.from === 0 ? STORAGE.smallLockerPerWeek.min : Math.floor((band.from * perSqFt.min) / 100) * 100;
  const high = Math.ceil((band.to * perSqFt.max) / 100) * 100;
  return {
    kind: "storage",
    low,
    high,
    storageSize: size in STORAGE_BAND_SQ_FT ? size : "0-50",
    openEnded: size === "200+",
  };
}

const roundDown = (p: number) => Math.floor(p / GUIDE_FIGURES.roundToPence) * GUIDE_FIGURES.roundToPence;
const roundUp = (p: number) => Math.ceil(p / GUIDE_FIGURES.roundToPence) * GUIDE_FIGURES.roundToPence;

/** The price guide of a move (pence), deterministic: the same input always gives the same guide. */
export function priceGuide(input: PriceGuideInput): PriceGuide {
  if (isInternationalMove(input.typeOfMove)) return { kind: "none", reason: "abroad" };
  if (isStorageMove(input.typeOfMove)) return storageGuide(input.storageSize);
  const listed = input.volumeCuFt;
  const fromList = typeof listed === "number" && Number.isFinite(listed) && listed > 0;
  const cuFt = fromList
    ? Math.ceil(listed)
    : moveVolumeCuFt(input.from.propertyType, input.bedrooms, input.storageSize);
  const asked = Number.parseInt(input.movers, 10);
  const moversAsked = Number.isInteger(asked) && asked >= 1 && asked <= 20;
  const movers = moversAsked ? asked : crewFor(cuFt);
  const distanceAssumed = input.miles === null || !Number.isFinite(input.miles);
  const roadMiles = roadMilesOf(distanceAssumed ? GUIDE_FIGURES.assumedMiles : (input.miles as number));
  const sized: Sized = { cuFt, movers, from: input.from, to: input.to, roadMiles };
  const extras = [...new Set(input.additionalServices)].flatMap((s) => (EXTRA_OF[s] ? [EXTRA_OF[s]] : []));
  const extrasPrice = (end: "min" | "max") => extras.reduce((sum, e) => sum + e.price[end], 0);
  return {
    kind: "move",
    low: roundDown(vanAndCrewPrice(sized, moversAsked, "min") + extrasPrice("min")),
    high: roundUp(vanAndCrewPrice(sized, moversAsked, "max") + extrasPrice("max")),
    volumeCuFt: cuFt,
    volumeM3: cubicMetres(cuFt),
    fromList,
    van: vanFor(cuFt),
    loads: loadsFor(cuFt),
    movers,
    moversAsked,
    hours: moveHours(sized),
    roadMiles: Math.round(roadMiles),
    distanceAssumed,
    propertyType: input.from.propertyType,
    bedrooms: input.bedrooms,
    storageSize: input.storageSize,
    extras: extras.map((e) => e.kind),
  };
}

/** A string field of the wizard's values or a stored lead's details ("" when absent). */
const field = (d: Record<string, unknown>, key: string): string => {
  const v = d[key];
  return typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
};

const endOf = (d: Record<string, unknown>, side: "from" | "to"): GuideEnd => ({
  propertyType: field(d, `${side}PropertyType`),
  floor: field(d, `${side}Floor`),
  lift: field(d, `${side}Lift`),
  liftFits: field(d, `${side}LiftFits`),
  parking: field(d, `${side}Parking`),
  carry: field(d, `${side}Carry`),
});

/**
 * The guide's input from the wizard's values or a stored lead's details (the same field names), so the
 * customer in the wizard, the customer's pages and the mover's all price the same answers.
 */
export function guideInputOf(d: Record<string, unknown>, miles: number | null): PriceGuideInput {
  const services = Array.isArray(d.additionalServices)
    ? d.additionalServices.filter((s): s is string => typeof s === "string")
    : [];
  return {
    typeOfMove: field(d, "typeOfMove"),
    from: endOf(d, "from"),
    to: endOf(d, "to"),
    bedrooms: field(d, "fromBedrooms") || field(d, "bedRooms") || "1",
    storageSize: field(d, "fromStorageSize"),
    movers: field(d, "noOfPersonnel"),
    additionalServices: services,
    miles,
    // issue #32: a list of what is moving replaces the property preset's volume
    volumeCuFt: listVolume(d.inventory),
  };
}

/** The volume of a wizard's or a stored lead's list; null when there is none. */
function listVolume(raw: unknown): number | null {
  const counts = inventoryOf(raw);
  return counts ? inventoryVolumeCuFt(counts) : null;
}
