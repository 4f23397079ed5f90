// Feature modules add their own idempotent demo data here (blog posts, offers, addresses, ...).
import type { AppContext } from "../app-context.ts";
import { seedBlogPosts, seedOffers } from "../modules/content/index.ts";
import { seedDemoAddresses } from "../modules/postcodes/index.ts";
import { seedDemoDocumentFiles } from "./demo-documents.ts";
import { seedDemoLeads } from "./demo-leads.ts";
import { seedDemoReviews } from "./demo-reviews.ts";

export const extraSeeds: ((ctx: AppContext, log: (m: string) => void) => Promise<void>)[] = [
  seedDemoAddresses,
  seedBlogPosts,
  seedOffers,
  seedDemoDocumentFiles,
  // last: needs the demo accounts and the postcodes
  seedDemoLeads,
  // issue #16: the demo reviews on past bookings (needs the demo companies and their early reviews)
  seedDemoReviews,
];
