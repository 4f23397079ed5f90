// The demo logins listed in the README. Demo only: never used when SEED_DEMO=false.
export const DEMO_PASSWORD = "moving-day-2025";

export const DEMO_ADMIN = { email: "admin@example.com", firstName: "Amara", lastName: "Okafor" };
/**
 * Admins sign in in two steps. The demo admin ships with this known authenticator secret (README demo table):
 * add it to any authenticator app, or print the current code with `npm run demo:code`. Demo only.
 */
export const DEMO_ADMIN_TOTP_SECRET = "HMZGONHKJOTBCO4YSTOXG2XBCOTQVAHS";
export const DEMO_CLIENT = {
  email: "client@example.com",
  firstName: "Tom",
  lastName: "Whitfield",
  phone: "07700 900123",
};

export interface DemoCompany {
  email: string;
  name: string;
  contactName: string;
  phone: string;
  address: string;
  postcode: string;
  lat: number;
  lon: number;
  boroughCode: string;
  yearsTrading: number;
  fleetSize: number;
  radiusMiles: number;
  boroughs: string[];
  services: string[];
  description: string;
  /** for the specimen certificates the seed stores (fictional insurers and policy numbers) */
  insurance: { insurer: string; gitPolicy: string; plPolicy: string };
  ratings: [number, string, string][];
}

const ALL = [
  "House/Flat Removals",
  "Man and Van",
  "Business Removals",
  "International Removals",
  "Storage Unit",
];
const EXTRAS = ["Packing", "Dismantling and reassembly", "Cleaning"];

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    email: "hello@thamesside-removals.example.com",
    name: "Thames-side Removals",
    contactName: "Priya Shah",
    phone: "020 7946 0101",
    address: "Unit 4, Bermondsey Trading Estate, Rotherhithe New Road",
    postcode: "SE16 3LL",
    lat: 51.4897,
    lon: -0.0573,
    boroughCode: "E09000028",
    yearsTrading: 12,
    fleetSize: 6,
    radiusMiles: 8,
    boroughs: ["E09000028", "E09000022", "E09000023"],
    services: [...ALL.slice(0, 3), "Storage Unit", ...EXTRAS],
    description:
      "Family-run movers from Bermondsey. Flats with tight stairwells, Victorian terraces and office moves across south and central London, with full packing on request.",
    insurance: {
      insurer: "Harbour & Crane Insurance Ltd",
      gitPolicy: "HCI-GIT-204817",
      plPolicy: "HCI-PL-204818",
    },
    ratings: [
      [5, "Hannah R.", "Two movers, a Luton van and not a scratch on the piano. On time and cheerful."],
      [4, "Daniel K.", "Good value and careful. Arrived 20 minutes late because of traffic but rang ahead."],
    ],
  },
  {
    email: "bookings@northlinemovers.example.com",
    name: "Northline Movers",
    contactName: "Gareth Evans",
    phone: "020 7946 0202",
    address: "12 Tottenham Hale Retail Park Yard",
    postcode: "N17 9LR",
    lat: 51.5887,
    lon: -0.0604,
    boroughCode: "E09000014",
    yearsTrading: 7,
    fleetSize: 4,
    radiusMiles: 7,
    boroughs: ["E09000014", "E09000010", "E09000003", "E09000019"],
    services: ["House/Flat Removals", "Man and Van", "Storage Unit", "Packing", "Dismantling and reassembly"],
    description:
      "North London house and flat removals, man and van by the hour, and secure storage in Tottenham.",
    insurance: {
      insurer: "Northgate Commercial Insurance",
      gitPolicy: "NCI/GT/55193",
      plPolicy: "NCI/PL/55194",
    },
    ratings: [
      [5, "Sophie L.", "Moved my one-bed from Wood Green to Enfield in under three hours. Brilliant."],
    ],
  },
  {
    email: "office@westway-van.example.com",
    name: "Westway Man & Van",
    contactName: "Kasia Nowak",
    phone: "020 7946 0303",
    address: "Arches 31, Westway Estate, Acton",
    postcode: "W3 0RG",
    lat: 51.5189,
    lon: -0.2602,
    boroughCode: "E09000009",
    yearsTrading: 5,
    fleetSize: 3,
    radiusMiles: 6,
    boroughs: ["E09000009", "E09000013", "E09000018", "E09000020"],
    services: ["Man and Van", "House/Flat Removals", "Packing"],
    description: "Transit and Luton vans with one or two movers, evenings and weekends, across west London.",
    insurance: { insurer: "Kestrel Mutual", gitPolicy: "KM-7731-GIT", plPolicy: "KM-7731-PL" },
    ratings: [
      [5, "Ravi P.", "Booked on Thursday, moved on Saturday morning. Fair hourly price, no surprises."],
      [5, "Emma T.", "Friendly, quick and they took the old sofa to the tip."],
    ],
  },
  {
    email: "moves@citycourier-removals.example.com",
    name: "City & Courier Removals",
    contactName: "Olu Adeyemi",
    phone: "020 7946 0404",
    address: "88 Commercial Street",
    postcode: "E1 6LY",
    lat: 51.5205,
    lon: -0.0742,
    boroughCode: "E09000030",
    yearsTrading: 15,
    fleetSize: 10,
    radiusMiles: 10,
    boroughs: ["E09000001", "E09000030", "E09000012", "E09000033", "E09000019"],
    services: ["Business Removals", "House/Flat Removals", "International Removals", ...EXTRAS],
    description:
      "Office relocations over a weekend, IT crate hire and international shipping from east London. BAR members.",
    insurance: {
      insurer: "Albion Transit Underwriters",
      gitPolicy: "ATU-GIT-0098812",
      plPolicy: "ATU-PL-0098813",
    },
    ratings: [
      [4, "Fintech office manager", "Moved 40 desks over a weekend; Monday morning everything worked."],
    ],
  },
  {
    email: "team@croydonkeys-removals.example.com",
    name: "Croydon Keys Removals",
    contactName: "Marcus Bell",
    phone: "020 7946 0505",
    address: "3 Purley Way Industrial Centre",
    postcode: "CR0 4XG",
    lat: 51.3762,
    lon: -0.1166,
    boroughCode: "E09000008",
    yearsTrading: 9,
    fleetSize: 5,
    radiusMiles: 9,
    boroughs: ["E09000008", "E09000029", "E09000024", "E09000006"],
    services: ["House/Flat Removals", "Man and Van", "Storage Unit", ...EXTRAS],
    description: "South London house moves, end-of-tenancy cleaning and containerised storage near Croydon.",
    insurance: {
      insurer: "Harbour & Crane Insurance Ltd",
      gitPolicy: "HCI-GIT-311502",
      plPolicy: "HCI-PL-311503",
    },
    ratings: [[5, "Grace O.", "Packed a three-bed house in a day and moved us the next. Superb team."]],
  },
  {
    email: "hello@greenwich-global.example.com",
    name: "Greenwich Global Movers",
    contactName: "Helen Burke",
    phone: "020 7946 0606",
    address: "Charlton Riverside Wharf",
    postcode: "SE7 7SU",
    lat: 51.4889,
    lon: 0.0356,
    boroughCode: "E09000011",
    yearsTrading: 20,
    fleetSize: 8,
    radiusMiles: 12,
    boroughs: ["E09000011", "E09000023", "E09000004", "E09000006", "E09000025"],
    services: [
      "International Removals",
      "House/Flat Removals",
      "Business Removals",
      "Storage Unit",
      "Packing",
    ],
    description:
      "Sea and road freight to Europe and beyond, export packing, and local moves across south-east London.",
    insurance: { insurer: "Meridian Haulage Insurance", gitPolicy: "MHI-GT-44120", plPolicy: "MHI-PL-44121" },
    ratings: [[5, "Luca M.", "Shipped our flat to Milan; clear timeline and everything arrived."]],
  },
  {
    email: "info@camden-careful-movers.example.com",
    name: "Camden Careful Movers",
    contactName: "Aisha Rahman",
    phone: "020 7946 0707",
    address: "Camden Lock Yard, Chalk Farm Road",
    postcode: "NW1 8AB",
    lat: 51.5416,
    lon: -0.1473,
    boroughCode: "E09000007",
    yearsTrading: 6,
    fleetSize: 3,
    radiusMiles: 5,
    boroughs: ["E09000007", "E09000019", "E09000033", "E09000005"],
    services: ["House/Flat Removals", "Man and Van", "Packing", "Dismantling and reassembly"],
    description: "Mansion-block and top-floor flat specialists in north-west and central London.",
    insurance: { insurer: "Kestrel Mutual", gitPolicy: "KM-8204-GIT", plPolicy: "KM-8204-PL" },
    ratings: [[4, "Jonah F.", "Fourth floor, no lift, and they were still smiling. Recommended."]],
  },
  {
    email: "bookings@richmond-riverside-removals.example.com",
    name: "Riverside Removals Richmond",
    contactName: "Tom Hughes",
    phone: "020 7946 0808",
    address: "Mortlake Road Depot",
    postcode: "TW9 4AA",
    lat: 51.4749,
    lon: -0.2856,
    boroughCode: "E09000027",
    yearsTrading: 11,
    fleetSize: 4,
    radiusMiles: 8,
    boroughs: ["E09000027", "E09000018", "E09000021", "E09000032"],
    services: ["House/Flat Removals", "Man and Van", "Storage Unit", "Packing", "Cleaning"],
    description: "South-west London moves, antiques and pianos handled with care, storage in Kew.",
    insurance: {
      insurer: "Northgate Commercial Insurance",
      gitPolicy: "NCI/GT/60877",
      plPolicy: "NCI/PL/60878",
    },
    ratings: [[5, "Claire D.", "They wrapped every picture frame. Worth every penny."]],
  },
];
