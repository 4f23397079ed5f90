// Issue #32: the official names of the 33 London local authorities, as they call themselves: Westminster City
// Council, the City of London Corporation, the three royal boroughs (Kensington and Chelsea, Greenwich, Kingston
// upon Thames) and the London Borough of … for the other 28. The request page, the summary, the lead page and
// the suspension reminder name the council the customer applies to with these words.
import { BOROUGHS } from "../areas/boroughs.ts";

/** by borough slug: the councils whose name is not "London Borough of <borough>" */
const OWN_NAMES: Record<string, string> = {
  "city-of-london": "City of London Corporation",
  westminster: "Westminster City Council",
  "kensington-and-chelsea": "Royal Borough of Kensington and Chelsea",
  greenwich: "Royal Borough of Greenwich",
  "kingston-upon-thames": "Royal Borough of Kingston upon Thames",
};

/** every London council's official name, by borough slug (all 33) */
export const COUNCIL_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  BOROUGHS.map((b) => [b.slug, OWN_NAMES[b.slug] ?? `London Borough of ${b.name}`]),
);

/** The name as a sentence reads it: "the London Borough of Camden", "Westminster City Council". */
export const councilInSentence = (name: string): string =>
  /^(City of London|Royal Borough|London Borough)/.test(name) ? `the ${name}` : name;
