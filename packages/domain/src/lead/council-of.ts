// Which London council a postcode is in, and the parking-suspension line that names it (issue #32), for the
// wizard's summary, the API's move summary and the suspension links (./councils.ts). Apart from ./access.ts so
// that what the wizard's first steps load (the access options, their defaults) does not bring the boroughs'
// districts with it (issue #34).
import { BOROUGHS } from "../areas/boroughs.ts";
import { outcodeOf } from "../postcode.ts";
import { COUNCIL_NAMES, councilInSentence } from "./councils-names.ts";

/**
 * The council's official name (./councils-names.ts): "London Borough of Southwark", "Westminster City Council";
 * null when the postcode is not in a London borough.
 */
export function councilNameOf(postcode: string | null | undefined): string | null {
  const outcode = postcode ? outcodeOf(postcode) : null;
  const borough = outcode ? BOROUGHS.find((b) => b.districts.includes(outcode)) : undefined;
  return borough ? (COUNCIL_NAMES[borough.slug] ?? null) : null;
}

/** As a sentence names it: "the London Borough of Southwark", "Westminster City Council"; null outside London. */
export function councilOf(postcode: string | null | undefined): string | null {
  const name = councilNameOf(postcode);
  return name ? councilInSentence(name) : null;
}

/**
 * The customer must apply for a suspension themselves: "You need to apply to Southwark Council…" on the
 * summary, "The customer must apply to…" for the mover. Without a known borough: "your borough council".
 */
export function suspensionLine(
  postcode: string | null | undefined,
  end: "from" | "to",
  reader: "customer" | "mover",
): string {
  const council = councilOf(postcode);
  const where = end === "from" ? "at the address you move out of" : "at your new address";
  const moverWhere = end === "from" ? "where the move starts" : "where the move ends";
  if (reader === "mover")
    return `The customer must apply to ${council ?? "their borough council"} for a parking suspension ${moverWhere}, usually about two weeks before the move.`;
  return `Parking suspension ${where}: you need to apply to ${council ?? "your borough council"}, usually about two weeks before the move.`;
}
