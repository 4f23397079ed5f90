// North London boroughs. Districts and centroids: ../shared/data/london_boroughs.csv (Code-Point Open,
// Contains OS data © Crown copyright and database right 2025; Royal Mail and National Statistics data ©
// Crown copyright and database right 2025).
import type { Borough } from "../types.ts";

export const NORTH_BOROUGHS: Borough[] = [
  {
    name: "Barnet",
    slug: "barnet",
    gssCode: "E09000003",
    region: "north",
    districts: ["EN4", "EN5", "HA8", "N2", "N3", "N11", "N12", "N20", "NW4", "NW7", "NW9", "NW11"],
    centroid: { lat: 51.608, lon: -0.207 },
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
    name: "Enfield",
    slug: "enfield",
    gssCode: "E09000010",
    region: "north",
    districts: ["EN1", "EN2", "EN3", "N9", "N13", "N14", "N18", "N21"],
    centroid: { lat: 51.641, lon: -0.081 },
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
    name: "Haringey",
    slug: "haringey",
    gssCode: "E09000014",
    region: "north",
    districts: ["N4", "N6", "N8", "N10", "N15", "N17", "N22"],
    centroid: { lat: 51.59, lon: -0.104 },
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
    name: "Harrow",
    slug: "harrow",
    gssCode: "E09000015",
    region: "north",
    districts: ["HA1", "HA2", "HA3", "HA5", "HA7"],
    centroid: { lat: 51.593, lon: -0.339 },
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
    name: "Brent",
    slug: "brent",
    gssCode: "E09000005",
    region: "north",
    districts: ["HA0", "HA9", "NW2", "NW10"],
    centroid: { lat: 51.555, lon: -0.26 },
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
