// East London boroughs: what each borough page says about the area (its GSS code, districts and
// centroid are rules, in @rm/domain/areas/boroughs).
import type { BoroughText } from "../types.ts";

export const EAST_BOROUGH_TEXTS: readonly BoroughText[] = [
  {
    slug: "hackney",
    neighbourhoods: [
      "Dalston",
      "Hackney Central",
      "Stoke Newington",
      "Shoreditch",
      "Hoxton",
      "Homerton",
      "Clapton",
      "Hackney Wick",
    ],
    facts: [
      "Parking is controlled across most of Hackney, so book a bay suspension for the van ahead of moving day.",
      "Homes range from Victorian conversions with narrow stairs to warehouse flats with goods lifts that need booking.",
      "Some residential streets are closed to through traffic, so the van's route to your door may be longer than the map suggests.",
    ],
    intro:
      "Hackney mixes Victorian terraces in Stoke Newington and Clapton, converted warehouses in Hackney Wick and Shoreditch, and modern blocks around Dalston. Streets are busy and parking is tight, so a mover who knows the area can save you time on the day. Tell us about your move and compare quotes from up to 6 vetted, insured removal companies who cover Hackney.",
  },
  {
    slug: "tower-hamlets",
    neighbourhoods: [
      "Whitechapel",
      "Bethnal Green",
      "Bow",
      "Canary Wharf",
      "Limehouse",
      "Wapping",
      "Mile End",
      "Poplar",
    ],
    facts: [
      "Tall blocks around Canary Wharf and the river usually need the goods lift and loading bay booked through the concierge or building manager.",
      "Some buildings ask to see a mover's insurance certificate before the move can go ahead.",
      "Commercial Road, Whitechapel Road and the A13 are red routes with loading restrictions.",
    ],
    intro:
      "Tower Hamlets holds some of London's tallest residential towers as well as Georgian terraces in Spitalfields, council estates in Bow and Poplar, and warehouse flats in Wapping. For many moves here the building's rules matter as much as the distance: lift slots, loading bays and paperwork. Describe your move once and compare quotes from up to 6 insured movers who work in Tower Hamlets.",
  },
  {
    slug: "newham",
    neighbourhoods: [
      "Stratford",
      "East Ham",
      "West Ham",
      "Canning Town",
      "Forest Gate",
      "Plaistow",
      "Royal Docks",
      "Beckton",
    ],
    facts: [
      "New-build blocks in Stratford and the Royal Docks often have concierge teams, lift bookings and set loading times.",
      "Events at the London Stadium and ExCeL London can bring heavy traffic and parking restrictions nearby.",
      "Victorian terraced houses in Forest Gate and East Ham often have narrow hallways and tight stairs.",
    ],
    intro:
      "Newham has changed fast: new towers around Stratford and the Royal Docks sit alongside the terraced streets of Forest Gate, Plaistow and East Ham. Whether you are moving into a concierge building or out of a family house, tell us the details once and up to 6 vetted removal companies who cover Newham will send you quotes to compare.",
  },
  {
    slug: "waltham-forest",
    neighbourhoods: ["Walthamstow", "Leyton", "Leytonstone", "Chingford", "Highams Park"],
    facts: [
      "Walthamstow has many Warner flats: upper and lower flats in terraced houses with separate front doors and steep stairs.",
      "Some streets have been closed to through traffic, so check how the van reaches your door.",
      "Parking is controlled around stations and town centres, and more relaxed in Chingford.",
    ],
    intro:
      "Waltham Forest runs from Leyton and Leytonstone up through Walthamstow to leafy Chingford on the edge of Epping Forest. Terraced houses and flats make up much of the south, with larger family homes further north. Tell us about your move and compare quotes from up to 6 insured movers who know the borough's streets.",
  },
  {
    slug: "redbridge",
    neighbourhoods: [
      "Ilford",
      "Wanstead",
      "South Woodford",
      "Gants Hill",
      "Barkingside",
      "Seven Kings",
      "Woodford Green",
    ],
    facts: [
      "Most homes are houses, many with driveways, which makes loading easier than in inner London.",
      "Ilford town centre has new blocks of flats with lift and loading rules.",
      "The A12 Eastern Avenue and the A406 North Circular are red routes.",
    ],
    intro:
      "Redbridge is largely suburban, from the busy centre of Ilford to the quieter streets of Wanstead, Woodford and Barkingside. Family house moves are common here, often with lofts and garages to clear. Describe your move once and up to 6 vetted local removal companies will send you quotes, so you can compare price, reviews and insurance in one place.",
  },
  {
    slug: "barking-and-dagenham",
    neighbourhoods: ["Barking", "Dagenham", "Becontree", "Chadwell Heath", "Marks Gate"],
    facts: [
      "The Becontree estate, one of the largest housing estates in the country, is mostly terraced and semi-detached houses with front gardens.",
      "New blocks around Barking town centre and Barking Riverside often have lift and loading rules.",
      "The A13 is a red route, where loading is restricted.",
    ],
    intro:
      "Barking and Dagenham is a borough of cottage-style houses on the Becontree estate, older streets around Barking and new homes at Barking Riverside. Moves here are often house moves within east London or out to Essex. Tell us about yours and compare quotes from up to 6 insured movers who cover the borough.",
  },
  {
    slug: "havering",
    neighbourhoods: ["Romford", "Hornchurch", "Upminster", "Rainham", "Harold Wood", "Collier Row"],
    facts: [
      "Havering is London's most easterly borough and feels suburban, with many houses that have driveways.",
      "Romford town centre has a ring road and busy shopping streets, so allow extra time there.",
      "The A12 and the M25 are close by, which helps with moves into Essex and beyond.",
    ],
    intro:
      "Havering is outer east London: Romford's busy town centre, the suburban streets of Hornchurch and Upminster, and open countryside towards the M25. Most moves here are family houses, with garages, sheds and gardens to pack as well as the rooms. Describe your move once and compare quotes from up to 6 vetted removal companies who cover Havering.",
  },
];
