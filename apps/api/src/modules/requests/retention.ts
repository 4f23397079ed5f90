// Issue #31: a held request (never sent to movers; it waits for the emailed link of the address it was typed
// with) that nobody confirmed within HELD_REQUEST_DAYS is deleted by the retention job (jobs/retention.ts).
// A request that was sent to movers is never deleted: cancelling marks it and keeps it (issue #29).
import { HELD_REQUEST_DAYS } from "@rm/domain/retention";
import { and, eq, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";

/** Deletes the held requests older than HELD_REQUEST_DAYS; how many went. */
export async function purgeUnconfirmedHeld(db: DbOrTx, now: Date) {
  const before = new Date(now.getTime() - HELD_REQUEST_DAYS * 86400_000);
  const gone = await db
    .delete(leads)
    .where(and(eq(leads.status, "held"), lt(leads.createdAt, before)))
    .returning({ id: leads.id });
  return gone.length;
}
