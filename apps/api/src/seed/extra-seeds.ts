// Feature modules add their own idempotent demo data here (blog posts, offers, addresses, ...).
import type { AppContext } from "../app-context.ts";
import { seedBlogPosts } from "../modules/blog/blog-seed.ts";
import { seedOffers } from "../modules/offers/offers.ts";
import { seedDemoAddresses } from "../modules/postcodes/demo-addresses.ts";
import { seedDemoDocumentFiles } from "./demo-documents.ts";
import { seedDemoLeads } from "./demo-leads.ts";

export const extraSeeds: ((ctx: AppContext, log: (m: string) => void) => Promise<void>)[] = [
  seedDemoAddresses,
  seedBlogPosts,
  seedOffers,
  seedDemoDocumentFiles,
  // last: needs the demo accounts and the postcodes
  seedDemoLeads,
];
