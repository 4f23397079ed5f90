// South London boroughs: what each borough page says about the area (its GSS code, districts and
// centroid are rules, in @rm/domain/areas/boroughs).
import type { BoroughText } from "../types.ts";

export const SOUTH_BOROUGH_TEXTS: readonly BoroughText[] = [
  {
    slug: "lambeth",
    neighbourhoods: [
      "Brixton",
      "Clapham",
      "Streatham",
      "Vauxhall",
      "Kennington",
      "Stockwell",
      "West Norwood",
      "Waterloo",
    ],
    facts: [
      "Parking is controlled across much of Lambeth, so book a bay suspension for the van in good time.",
      "Victorian terraces converted into flats are everywhere, often with narrow stairs and no lift.",
      "Brixton Road and other main roads are red routes, and the north of the borough around Waterloo is inside the Congestion Charge zone.",
    ],
    intro:
      "Lambeth runs from the South Bank and Vauxhall down through Kennington, Brixton and Clapham to Streatham and West Norwood. Much of it is period flats and terraced houses, with busy roads and little space outside the front door. Describe your move once and up to 6 vetted, insured movers who work in Lambeth will send you quotes to compare.",
  },
  {
    slug: "southwark",
    neighbourhoods: [
      "Peckham",
      "Camberwell",
      "Bermondsey",
      "Dulwich",
      "Borough",
      "Rotherhithe",
      "Elephant and Castle",
      "Nunhead",
    ],
    facts: [
      "The north of the borough around Borough and Bankside is inside the Congestion Charge zone.",
      "Warehouse conversions in Bermondsey and new towers around Elephant and Castle usually need lift and loading bay bookings.",
      "Parking is controlled in most areas, while some streets in Dulwich are quieter and easier to load on.",
    ],
    intro:
      "Southwark goes from the riverside at Bankside and Bermondsey through Elephant and Castle, Camberwell and Peckham to leafy Dulwich. Homes range from warehouse lofts and estate flats to Victorian family houses. Tell us about your move and compare quotes from up to 6 vetted removal companies who cover Southwark.",
  },
  {
    slug: "wandsworth",
    neighbourhoods: [
      "Battersea",
      "Clapham Junction",
      "Putney",
      "Tooting",
      "Balham",
      "Earlsfield",
      "Wandsworth Town",
      "Nine Elms",
    ],
    facts: [
      "Victorian terraced houses and conversions fill the streets between the commons, often with narrow stairs.",
      "Parking is controlled in most areas, so a bay suspension for the van is usually needed.",
      "The A3 and the South Circular are red routes, and traffic on them can be slow at peak times.",
    ],
    intro:
      "Wandsworth takes in Battersea, Putney, Wandsworth Town, Balham and Tooting, plus the new riverside towers at Nine Elms. It is a borough of terraced family houses and flats, and many people move within it as their household grows. Describe your move once and up to 6 insured movers who cover Wandsworth will quote for it.",
  },
  {
    slug: "lewisham",
    neighbourhoods: [
      "Lewisham",
      "Catford",
      "Deptford",
      "Forest Hill",
      "Sydenham",
      "Brockley",
      "Lee",
      "New Cross",
    ],
    facts: [
      "Forest Hill and Sydenham are hilly, with some steep streets and steps up to front doors.",
      "Victorian houses split into flats are common in Brockley, Catford and Lee.",
      "The South Circular runs through the borough and is a red route.",
    ],
    intro:
      "Lewisham covers Deptford and New Cross by the river, Brockley's conservation streets, Catford and Lee, and the hills of Forest Hill and Sydenham. Plenty of moves here are period flats and family houses, often on sloping streets. Tell us about your move and compare quotes from up to 6 vetted removal companies who work in Lewisham.",
  },
  {
    slug: "greenwich",
    neighbourhoods: ["Greenwich", "Woolwich", "Eltham", "Charlton", "Greenwich Peninsula", "Plumstead"],
    facts: [
      "The Blackwall and Silvertown tunnels charge a toll to cross the river, which can affect the price of a move to or from north of the Thames.",
      "New blocks on Greenwich Peninsula and in Woolwich often need lift and loading bay bookings.",
      "Parts of Greenwich and Charlton are hilly, with steep streets near the park.",
    ],
    intro:
      "The Royal Borough of Greenwich runs along the river from Greenwich and the Peninsula to Woolwich and Thamesmead, and inland to Eltham. Homes range from Georgian houses near the park to new riverside flats. Describe your move once and up to 6 insured movers who cover Greenwich will send you quotes.",
  },
  {
    slug: "bexley",
    neighbourhoods: ["Bexleyheath", "Sidcup", "Welling", "Erith", "Crayford", "Belvedere"],
    facts: [
      "Most homes are houses, many with driveways, so loading is usually straightforward.",
      "The A2 and the A20 give quick routes into Kent.",
      "Parking is controlled near stations and in town centres such as Bexleyheath.",
    ],
    intro:
      "Bexley is suburban south-east London, with semi-detached houses in Bexleyheath, Welling and Sidcup and riverside homes in Erith and Belvedere. Family house moves are the norm, often with a garage or shed to clear. Tell us about your move and compare quotes from up to 6 vetted removal companies who cover Bexley.",
  },
  {
    slug: "bromley",
    neighbourhoods: [
      "Bromley",
      "Beckenham",
      "Orpington",
      "Chislehurst",
      "Penge",
      "West Wickham",
      "Biggin Hill",
    ],
    facts: [
      "Bromley is London's largest borough by area, so journeys between addresses inside it can take a while.",
      "Many homes are detached or semi-detached houses with driveways.",
      "Parking is controlled around Bromley town centre, Beckenham and stations.",
    ],
    intro:
      "Bromley is London's biggest borough, running from Penge and Beckenham out to Orpington and the open country around Biggin Hill. Most moves here are family houses, often with lofts, garages and gardens. Describe your move once and up to 6 insured local movers will send you quotes to compare.",
  },
  {
    slug: "croydon",
    neighbourhoods: [
      "Croydon town centre",
      "Purley",
      "Norbury",
      "Thornton Heath",
      "South Norwood",
      "Coulsdon",
      "Addiscombe",
      "Selsdon",
    ],
    facts: [
      "Trams run through the town centre and out to Addiscombe and New Addington, so the van must not block the tram lines.",
      "The town centre has many purpose-built blocks of flats with lift and loading rules.",
      "The A23 Purley Way is a red route, where loading is restricted.",
    ],
    intro:
      "Croydon combines a busy town centre full of new apartment blocks with suburban streets in Purley, Coulsdon, Selsdon and Addiscombe, and Victorian terraces in Thornton Heath and South Norwood. Tell us about your move and compare quotes from up to 6 vetted removal companies who cover Croydon, from studio flats to five-bedroom houses.",
  },
  {
    slug: "merton",
    neighbourhoods: ["Wimbledon", "Mitcham", "Morden", "Colliers Wood", "Raynes Park", "Merton Park"],
    facts: [
      "The Wimbledon tennis Championships, held over two weeks around late June and early July, bring heavy traffic and parking restrictions around SW19.",
      "Victorian terraces in Wimbledon and Colliers Wood sit alongside 1930s semis in Morden and Mitcham.",
      "Parking is controlled around Wimbledon town centre and the stations.",
    ],
    intro:
      "Merton covers Wimbledon, Raynes Park and Merton Park in the west and Colliers Wood, Mitcham and Morden in the east. Homes range from Edwardian family houses to modern flats near Wimbledon station. Describe your move once and up to 6 insured movers who work in Merton will send you quotes.",
  },
  {
    slug: "sutton",
    neighbourhoods: ["Sutton", "Cheam", "Carshalton", "Wallington", "Worcester Park", "Belmont"],
    facts: [
      "Most homes are houses, many with driveways or easy street parking.",
      "Parking is controlled around Sutton town centre and near stations.",
      "Many moves here go on to Surrey, so check the mover covers your destination too.",
    ],
    intro:
      "Sutton is suburban south London at its calmest: family houses in Cheam, Carshalton and Wallington, and flats around Sutton town centre. Moves here are usually straightforward to load, which helps keep the price down. Tell us about yours and compare quotes from up to 6 vetted removal companies who cover Sutton.",
  },
  {
    slug: "kingston-upon-thames",
    neighbourhoods: ["Kingston", "Surbiton", "New Malden", "Tolworth", "Chessington", "Norbiton"],
    facts: [
      "Kingston town centre has a one-way system and pedestrian streets, so loading needs planning.",
      "Student moves around the university are common at the start and end of term.",
      "Surbiton, New Malden and Tolworth are mostly suburban houses, many with driveways.",
    ],
    intro:
      "Kingston upon Thames is a riverside market town with suburbs: Kingston itself, Surbiton's Victorian villas, New Malden and Tolworth's family houses, and Chessington to the south. Describe your move once and up to 6 insured removal companies who cover Kingston will send you quotes to compare.",
  },
];
