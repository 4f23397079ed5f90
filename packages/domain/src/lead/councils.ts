// Issue #32 "When a suspension is needed: the borough's council is named with a link to its site and the usual
// lead time": each of the 33 London councils' parking-suspension page, and the notice it asks for, written once
// for the customer's request page and the reminder email (docs/product/access.md, decision
// 103-suspension-links-and-winning-price). The pages are the councils' own, as stored public copies showed them;
// where no such page could be confirmed the link is the council's home page (`page: false`), never a guessed
// address. Outside London, GOV.UK's "Find your local council".
import { BOROUGHS } from "../areas/boroughs.ts";
import { outcodeOf } from "../postcode.ts";
import { asksParkingAndCarry } from "./access.ts";
import { councilNameOf, councilOf } from "./council-of.ts";
import type { SuspensionLink } from "./suspension-words.ts";

// the words and the link's shape live in ./suspension-words.ts, which the request page reads without the boroughs
export { SUSPENSION_REMINDER_DAYS, SUSPENSION_WORDS, type SuspensionLink } from "./suspension-words.ts";

interface CouncilPage {
  url: string;
  /** true: the council's page about parking suspensions; false: its home page */
  page: boolean;
  /** the notice the council's page asks for, in its words ("at least 7 working days"); null: not stated */
  notice: string | null;
}

const page = (url: string, notice: string | null = null): CouncilPage => ({ url, page: true, notice });
const site = (url: string): CouncilPage => ({ url, page: false, notice: null });

/** by borough slug (@rm/domain/areas/boroughs): all 33 (a test checks none is missing) */
export const COUNCIL_SUSPENSION_PAGES: Record<string, CouncilPage> = {
  "city-of-london": site("https://www.cityoflondon.gov.uk/"),
  "barking-and-dagenham": site("https://www.lbbd.gov.uk/"),
  barnet: page(
    "https://www.barnet.gov.uk/parking/parking-permits/parking-suspensions-dispensations-and-car-park-height-barrier-keys",
  ),
  bexley: page(
    "https://www.bexley.gov.uk/services/parking/parking-dispensations-and-suspensions",
    "at least 3 working days",
  ),
  brent: page(
    "https://www.brent.gov.uk/parking-roads-and-travel/parking/parking-suspensions-and-dispensations",
    "at least 7 working days",
  ),
  bromley: page(
    "https://www.bromley.gov.uk/parking/parking-permits-visitors-vouchers-terms-conditions/7",
    "at least 3 working days",
  ),
  camden: page(
    "https://www.camden.gov.uk/ccm/content/transport-and-streets/parking/permits/suspensions/parking-bay-suspensions.en",
    "at least 17 days",
  ),
  croydon: site("https://www.croydon.gov.uk/"),
  ealing: page(
    "https://www.ealing.gov.uk/info/201178/parking/1495/parking_suspensions",
    "at least 7 working days (3 at a higher charge)",
  ),
  enfield: site("https://www.enfield.gov.uk/"),
  greenwich: page(
    "https://www.royalgreenwich.gov.uk/info/473/street_parking_-_zones/347/suspension_of_parking_bays",
    "7 days for a permit bay, 3 for a pay-and-display bay",
  ),
  hackney: page("https://www3.hackney.gov.uk/suspensions/", "at least 7 working days"),
  "hammersmith-and-fulham": page(
    "https://www.lbhf.gov.uk/parking/suspensions-and-road-closures",
    "at least 8 days (longer for more bays or days)",
  ),
  haringey: page("https://new.haringey.gov.uk/parking/suspensions-to-parking-bays"),
  harrow: site("https://www.harrow.gov.uk/"),
  havering: site("https://www.havering.gov.uk/"),
  hillingdon: site("https://www.hillingdon.gov.uk/"),
  hounslow: site("https://www.hounslow.gov.uk/"),
  islington: page("https://www.islington.gov.uk/parking/parking-permits/suspend-a-parking-bay", "14 days"),
  "kensington-and-chelsea": page(
    "https://www.rbkc.gov.uk/parking-transport-and-streets/parking-suspensions/apply-suspension",
    "10 working days for a residents' bay",
  ),
  "kingston-upon-thames": site("https://www.kingston.gov.uk/"),
  lambeth: page(
    "https://www.lambeth.gov.uk/parking/parking-suspensions/apply-parking-suspension",
    "10 working days (shorter at a higher fee)",
  ),
  lewisham: page(
    "https://lewisham.gov.uk/myservices/parking/carparks/temporary-suspension-of-parking-bays",
    "at least 5 working days",
  ),
  merton: page("https://www.merton.gov.uk/streets-parking-transport/parking/suspensions"),
  newham: page("https://www.newham.gov.uk/parking-permits/parking-bay-suspensions/1"),
  redbridge: site("https://www.redbridge.gov.uk/"),
  "richmond-upon-thames": site("https://www.richmond.gov.uk/"),
  southwark: site("https://www.southwark.gov.uk/"),
  sutton: site("https://www.sutton.gov.uk/"),
  "tower-hamlets": page(
    "https://www.towerhamlets.gov.uk/lgnl/transport_and_streets/Parking/Terms_and_conditions/Suspension-terms-and-conditions.aspx",
    "at least 7 working days",
  ),
  "waltham-forest": site("https://www.walthamforest.gov.uk/"),
  wandsworth: page(
    "https://www.wandsworth.gov.uk/parking/parking-bays/parking-bay-suspensions/apply-for-a-parking-bay-suspension/",
    "5 clear working days",
  ),
  westminster: page("https://www.westminster.gov.uk/suspensions-dispensations-and-skips", "10 working days"),
};

/** outside the 33 (or no postcode): GOV.UK finds the council from a postcode */
export const FIND_YOUR_COUNCIL_URL = "https://www.gov.uk/find-local-council";

const END_WORDS = { from: "Moving out", to: "Moving in" } as const;

/** The council's suspension link for a postcode (the district's borough); null outside the 33. */
export function councilPageOf(postcode: string | null | undefined) {
  const outcode = postcode ? outcodeOf(postcode) : null;
  const borough = outcode ? BOROUGHS.find((b) => b.districts.includes(outcode)) : undefined;
  const council = councilNameOf(postcode);
  const inSentence = councilOf(postcode);
  const found = borough ? COUNCIL_SUSPENSION_PAGES[borough.slug] : undefined;
  return council && inSentence && found ? { council, inSentence, ...found } : null;
}

function linkAt(end: "from" | "to", postcode: string | null | undefined): SuspensionLink {
  const found = councilPageOf(postcode);
  if (!found)
    return {
      end,
      council: null,
      url: FIND_YOUR_COUNCIL_URL,
      linkText: "Find your local council on GOV.UK",
      line: `${END_WORDS[end]}: apply to your local council for a parking suspension, usually about two weeks before the move.`,
    };
  const notice = found.notice
    ? `The notice it asks for: ${found.notice}.`
    : "Councils usually ask for about two weeks' notice.";
  return {
    end,
    council: found.council,
    url: found.url,
    linkText: found.page
      ? `${found.council}: parking suspensions`
      : `${found.council}'s website (search for "parking suspension")`,
    line: `${END_WORDS[end]}: apply to ${found.inSentence} for a parking suspension. ${notice}`,
  };
}

/**
 * The ends of a request where the customer said the van needs a parking suspension (where parking is asked),
 * each with its council's link: the customer's request page and the reminder email.
 */
export function suspensionLinks(
  typeOfMove: unknown,
  parking: { from: unknown; to: unknown },
  postcodes: { from: string | null | undefined; to: string | null | undefined },
): SuspensionLink[] {
  return (["from", "to"] as const)
    .filter((end) => asksParkingAndCarry(typeOfMove, end) && parking[end] === "suspension")
    .map((end) => linkAt(end, postcodes[end]));
}
