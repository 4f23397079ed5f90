// Central London boroughs: what each borough page says about the area (its GSS code, districts and
// centroid are rules, in @rm/domain/areas/boroughs).
import type { BoroughText } from "../types.ts";

export const CENTRAL_BOROUGH_TEXTS: readonly BoroughText[] = [
  {
    slug: "city-of-london",
    neighbourhoods: ["Barbican", "Smithfield", "Aldgate", "Bank", "Blackfriars", "Moorgate"],
    facts: [
      "The whole of the City sits inside the Congestion Charge zone, so a weekday move in charging hours usually adds the daily charge to the van's costs.",
      "Streets are narrow and busy, and many buildings have set times for deliveries, so movers often need to book a loading bay or goods lift in advance.",
      "Office moves here are often done in the evening or at the weekend to avoid disrupting a working day.",
    ],
    intro:
      "The City of London is the Square Mile: more offices than homes, with residents living mainly around the Barbican, Golden Lane and a scattering of converted buildings. Moving in or out of the City takes careful timing, because streets are tight, loading is tightly controlled and many buildings expect the move to be booked with the building manager first. Tell us what you are moving and when, and up to 6 vetted local removal companies will quote for it, so you can pick a team that knows its way around the Square Mile.",
  },
  {
    slug: "westminster",
    neighbourhoods: [
      "Mayfair",
      "Marylebone",
      "Soho",
      "Pimlico",
      "Paddington",
      "Maida Vale",
      "St John's Wood",
      "Bayswater",
    ],
    facts: [
      "Much of Westminster lies inside the Congestion Charge zone, which affects the cost of a weekday move.",
      "Mansion blocks and serviced buildings often ask for the lift or loading area to be booked, and some want to see the mover's insurance certificate first.",
      "Parking is controlled almost everywhere, so a parking bay suspension from the council is usually needed to keep space for the van.",
    ],
    intro:
      "Westminster covers everything from the mansion blocks of Marylebone and Maida Vale to the stucco terraces of Pimlico and the busy streets of Soho and the West End. A move here rewards planning: parking bays need suspending, buildings have their own rules about lifts and porters, and traffic in the middle of the day can be slow. Describe your move once and compare quotes from up to 6 insured removal companies who work in Westminster every week.",
  },
  {
    slug: "camden",
    neighbourhoods: [
      "Camden Town",
      "Kentish Town",
      "Hampstead",
      "Belsize Park",
      "Bloomsbury",
      "Holborn",
      "Swiss Cottage",
      "West Hampstead",
    ],
    facts: [
      "Controlled parking zones cover most of Camden, so plan a parking bay suspension for the van well before moving day.",
      "Many Victorian and Edwardian houses have been converted into flats with narrow, winding stairs, which can mean large furniture needs dismantling.",
      "Hampstead and parts of Belsize Park are hilly, and the south of the borough around Holborn and Bloomsbury is inside the Congestion Charge zone.",
    ],
    intro:
      "Camden stretches from the squares of Bloomsbury and Holborn up through Camden Town and Kentish Town to the hills of Hampstead. Homes range from mansion flats and Georgian terraces to top-floor conversions with steep stairs and no lift. Good local movers know which streets need a parking suspension and how to get a sofa round a tight landing. Fill in one short form and up to 6 of them will send you a quote.",
  },
  {
    slug: "islington",
    neighbourhoods: ["Angel", "Highbury", "Holloway", "Archway", "Canonbury", "Clerkenwell", "Barnsbury"],
    facts: [
      "Parking is controlled across most of the borough, so the van will usually need a suspended bay outside your door.",
      "Georgian and Victorian terraces converted into flats are common, often with narrow stairs and no lift.",
      "The southern edge around Clerkenwell falls inside the Congestion Charge zone.",
    ],
    intro:
      "Islington is one of London's most densely packed boroughs, full of Georgian squares, Victorian terraces split into flats and newer blocks around Angel and Holloway. Space on the street is tight and stairs are often narrow, so it pays to choose a removal team that does this kind of move all the time. Tell us about your move and compare quotes from up to 6 vetted, insured movers who cover Islington.",
  },
  {
    slug: "kensington-and-chelsea",
    neighbourhoods: [
      "Chelsea",
      "Notting Hill",
      "South Kensington",
      "Earl's Court",
      "North Kensington",
      "Holland Park",
    ],
    facts: [
      "Parking is controlled throughout the borough, so arrange a bay suspension for the removal van in good time.",
      "Mews houses often have narrow, cobbled access that a large lorry cannot use, so a smaller van or a shuttle may be needed.",
      "Cromwell Road is a red route, where stopping to load is restricted.",
    ],
    intro:
      "Kensington and Chelsea is small and crowded: mansion blocks, white stucco terraces, mews houses and tall period conversions, many with porters, lift rules or tricky access. Moving here usually means careful packing of valuable items and a plan for where the van can stop. Describe your move once and up to 6 insured removal companies who know the Royal Borough will quote, so you can compare price, reviews and cover side by side.",
  },
];
