// Work done once at start, in order: reference data, then demo data (idempotent).
import type { AppContext } from "./app-context.ts";
import { checkSharedSecrets } from "./lib/key-check.ts";
import { vapidKeys } from "./modules/alerts/index.ts";
import { londonPostcodesTask, postcodeDistrictsTask } from "./modules/postcodes/index.ts";
import { seedDemo } from "./seed/demo.ts";

type StartupTask = { name: string; run: (ctx: AppContext, log: (m: string) => void) => Promise<void> };

const startupTasks: StartupTask[] = [
  // issue #31: first, so that a process with another machine's keys stops before it writes anything
  { name: "shared secrets", run: (ctx) => checkSharedSecrets(ctx.db, ctx.config) },
  { name: "postcode districts", run: postcodeDistrictsTask },
  { name: "London postcodes", run: londonPostcodesTask },
  // issue #18: the web push key pair, made on the first start and kept in the database
  { name: "web push keys", run: async (ctx) => void (await vapidKeys(ctx.db)) },
  { name: "demo data", run: async (ctx, log) => (ctx.config.SEED_DEMO ? seedDemo(ctx, log) : undefined) },
];

export async function runStartupTasks(ctx: AppContext, log: (m: string) => void) {
  for (const t of startupTasks) {
    const started = Date.now();
    await t.run(ctx, log);
    log(`startup: ${t.name} (${Date.now() - started} ms)`);
  }
}
