// West London boroughs: what each borough page says about the area (its GSS code, districts and
// centroid are rules, in @rm/domain/areas/boroughs).
import type { BoroughText } from "../types.ts";

export const WEST_BOROUGH_TEXTS: readonly BoroughText[] = [
  {
    slug: "hammersmith-and-fulham",
    neighbourhoods: [
      "Hammersmith",
      "Fulham",
      "Shepherd's Bush",
      "Parsons Green",
      "White City",
      "Brook Green",
    ],
    facts: [
      "Parking is controlled across the borough, so the van will usually need a suspended bay.",
      "Rows of Victorian terraced houses, many split into flats, mean narrow hallways and stairs.",
      "Match days at Stamford Bridge, Craven Cottage and Loftus Road can bring extra parking restrictions and heavy traffic.",
    ],
    intro:
      "Hammersmith and Fulham packs terraced streets, mansion flats and riverside developments between Shepherd's Bush and the Thames. Moves here are often from period flats with tight stairs and no parking outside, so experience counts. Tell us about your move and compare quotes from up to 6 vetted, insured removal companies who work in the borough.",
  },
  {
    slug: "ealing",
    neighbourhoods: ["Ealing Broadway", "Acton", "Southall", "Hanwell", "Greenford", "Northolt", "Perivale"],
    facts: [
      "Controlled parking zones cover the areas around Ealing Broadway, Acton and other town centres.",
      "Edwardian and Victorian houses are common, and many have been converted into flats.",
      "The A40 Western Avenue and the A406 North Circular are red routes.",
    ],
    intro:
      "Ealing calls itself the Queen of the Suburbs, and its mix of Edwardian family houses, mansion flats and new apartments around Ealing Broadway and Acton keeps removal firms busy. Further west, Southall, Greenford and Northolt bring more suburban homes with driveways. Describe your move once and up to 6 vetted local movers will send you quotes.",
  },
  {
    slug: "hounslow",
    neighbourhoods: ["Hounslow", "Chiswick", "Brentford", "Isleworth", "Feltham", "Osterley", "Heston"],
    facts: [
      "Chiswick has many period houses and controlled parking, while Feltham and Hounslow are more suburban.",
      "The A4 Great West Road is a red route, where loading is restricted.",
      "New riverside blocks in Brentford often need lift and loading bay bookings.",
    ],
    intro:
      "Hounslow stretches from the period streets of Chiswick through Brentford and Isleworth to Hounslow, Heston and Feltham near Heathrow. The housing changes as you go west, and so do parking and access. Tell us about your move and compare quotes from up to 6 insured removal companies who cover Hounslow.",
  },
  {
    slug: "hillingdon",
    neighbourhoods: ["Uxbridge", "Hayes", "Ruislip", "Northwood", "West Drayton", "Ickenham", "Harefield"],
    facts: [
      "Hillingdon is one of London's largest boroughs and is mostly suburban, with many houses that have driveways.",
      "Heathrow Airport is in the south of the borough, and roads around it can be slow at busy times.",
      "The M4, M40 and M25 are all close, which helps with moves out of London.",
    ],
    intro:
      "Hillingdon is London's western edge, from Ruislip and Northwood in the north to Hayes, West Drayton and Heathrow in the south. Most moves here are houses with gardens and garages, and many go on to Buckinghamshire, Berkshire or further. Describe your move once and up to 6 vetted removal companies who cover Hillingdon will quote for it.",
  },
  {
    slug: "richmond-upon-thames",
    neighbourhoods: ["Richmond", "Twickenham", "Teddington", "Barnes", "Kew", "East Sheen", "Hampton"],
    facts: [
      "Parking is controlled in Richmond, Twickenham and other town centres, so plan a bay suspension for the van.",
      "Match and event days at Twickenham Stadium bring extra parking restrictions and heavy traffic.",
      "Period houses and riverside properties often have narrow access, steps or long carries from the road.",
    ],
    intro:
      "Richmond upon Thames is the only London borough on both sides of the river, taking in Barnes, Kew, Richmond, Twickenham and Teddington. Many homes are period houses with gardens, and some riverside addresses have long paths from the road. Tell us about your move and compare quotes from up to 6 insured movers who know the borough.",
  },
];
