// North London boroughs: what each borough page says about the area (its GSS code, districts and
// centroid are rules, in @rm/domain/areas/boroughs).
import type { BoroughText } from "../types.ts";

export const NORTH_BOROUGH_TEXTS: readonly BoroughText[] = [
  {
    slug: "barnet",
    neighbourhoods: [
      "Finchley",
      "Hendon",
      "Golders Green",
      "Edgware",
      "Mill Hill",
      "High Barnet",
      "Whetstone",
      "Colindale",
    ],
    facts: [
      "Barnet is a large borough, so travel time between two addresses inside it can be longer than you expect.",
      "Parking is controlled around town centres and stations, such as Finchley and Golders Green, while many residential streets are unrestricted.",
      "Stretches of the A406 North Circular and the A1 are red routes, where a van cannot stop to load.",
    ],
    intro:
      "Barnet is one of London's biggest boroughs, with family houses in Finchley and Mill Hill, busy high streets in Golders Green and Edgware, and new flats around Colindale. Many moves here are bigger homes with gardens, sheds and lofts to clear, so a realistic quote matters. Tell us about your move and compare quotes from up to 6 vetted removal companies who cover Barnet.",
  },
  {
    slug: "enfield",
    neighbourhoods: [
      "Enfield Town",
      "Edmonton",
      "Southgate",
      "Palmers Green",
      "Winchmore Hill",
      "Ponders End",
    ],
    facts: [
      "Many homes are houses with driveways or unrestricted street parking, which makes loading simpler than in inner London.",
      "The A10 Great Cambridge Road and the A406 North Circular are red routes with loading restrictions.",
      "The M25 runs along the northern edge of the borough, handy for moves out of London.",
    ],
    intro:
      "Enfield sits at the top of London, with Edwardian and 1930s houses in Palmers Green and Winchmore Hill, busy Edmonton and Enfield Town, and green space towards the M25. Moves here are often from family houses, and plenty of people leave for Hertfordshire or Essex. Describe your move once and up to 6 insured local movers will send you their quotes.",
  },
  {
    slug: "haringey",
    neighbourhoods: ["Tottenham", "Wood Green", "Crouch End", "Muswell Hill", "Hornsey", "Harringay"],
    facts: [
      "Victorian terraces split into upper and lower flats are common, often with steep, narrow stairs.",
      "Muswell Hill and Highgate are hilly, which can make carrying and parking slower.",
      "Event days at the Tottenham Hotspur Stadium bring extra parking restrictions and heavy traffic nearby.",
    ],
    intro:
      "Haringey runs from the hills of Muswell Hill and Highgate across Crouch End and Harringay's ladder of terraced streets to Tottenham in the east. Many homes are period flats up narrow stairs, and parking rules change from street to street. Compare quotes from up to 6 vetted removal companies who work in Haringey, and choose the one that fits your move and your budget.",
  },
  {
    slug: "harrow",
    neighbourhoods: [
      "Harrow on the Hill",
      "Wealdstone",
      "Pinner",
      "Stanmore",
      "Rayners Lane",
      "North Harrow",
    ],
    facts: [
      "Much of Harrow is suburban houses, many with driveways, which helps with loading.",
      "Parking is controlled near stations and the town centre, so check the signs outside your address.",
      "Harrow on the Hill has steep, narrow lanes that suit a smaller van.",
    ],
    intro:
      "Harrow is suburban north-west London at its most settled: semi-detached houses in Pinner and Rayners Lane, flats near Harrow and Wealdstone stations, and the old village on the hill. Family house moves are common, and good movers plan for garages, lofts and garden furniture as well as the main rooms. Tell us about your move and compare up to 6 quotes from insured local movers.",
  },
  {
    slug: "brent",
    neighbourhoods: ["Wembley", "Kilburn", "Willesden", "Harlesden", "Neasden", "Kingsbury"],
    facts: [
      "Event days at Wembley Stadium bring extra parking controls and heavy traffic around Wembley, so avoid them for a move if you can.",
      "The south of the borough has many Victorian conversions, while the north is mostly suburban houses.",
      "The A406 North Circular crosses the borough and is a red route.",
    ],
    intro:
      "Brent reaches from Kilburn and Willesden in the south to Wembley and Kingsbury in the north, mixing Victorian terraces, 1930s semis and the new blocks around Wembley Park. Check the stadium's event calendar before you fix a date. Describe your move once and up to 6 vetted, insured movers who cover Brent will quote for it.",
  },
];
