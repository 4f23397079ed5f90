// Issue #33: the texts a booking sends with its emails, in the same transaction — confirmed (to the customer), a
// cancellation (to the other side), an accepted new date (to both) and the day-before reminder (to both). Each
// goes only to a verified phone that opted in (texts/outbox.ts) and has its own idempotency key.
import type { BookingSide, BookingSnapshot } from "@rm/domain/booking";
import { plainText, type TextKind, textLink, textWords, timeWindow } from "@rm/domain/texts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { companies } from "../../db/schema.ts";
import { queueTextTo } from "../texts/index.ts";

interface Booked {
  booking: { id: string; companyId: string };
  lead: { id: string; clientUserId: string };
}

/** The account behind each side of the booking. */
async function accountsOf(tx: Tx, b: Booked): Promise<Record<BookingSide, string | null>> {
  const [c] = await tx
    .select({ userId: companies.userId })
    .from(companies)
    .where(eq(companies.id, b.booking.companyId))
    .limit(1);
  return { customer: b.lead.clientUserId, company: c?.userId ?? null };
}

/**
 * Queues `words(side, link)` to each of `sides` under the key `{key}:{side}`. `link`: the short link to the
 * lead's page (the customer's request or the mover's lead, whoever opens it).
 */
export async function textBookingSides(
  tx: Tx,
  appUrl: string,
  b: Booked,
  kind: TextKind,
  key: string,
  sides: BookingSide[],
  words: (side: BookingSide, link: string) => string,
) {
  const who = await accountsOf(tx, b);
  const link = textLink(appUrl, b.lead.id);
  for (const side of sides) {
    const userId = who[side];
    if (!userId) continue;
    await queueTextTo(tx, userId, {
      key: `${key}:${side}`,
      kind,
      body: plainText(words(side, link)),
      leadId: b.lead.id,
    });
  }
}

export const bookingTextWords = {
  confirmed: (company: string, day: string | null) => (_side: BookingSide, link: string) =>
    textWords.booking(company, day, link),
  cancelled: (names: Record<BookingSide, string>) => (side: BookingSide, link: string) =>
    textWords.bookingChanged(names[side], "it is cancelled", link),
  newDate: (names: Record<BookingSide, string>, label: string) => (side: BookingSide, link: string) =>
    textWords.bookingChanged(names[side], `the move is now ${label}`, link),
};

/** The day-before reminder to both sides: the move's day and its time window (the customer's preferred time). */
export async function textReminder(
  tx: Tx,
  appUrl: string,
  b: Booked & { moveDay: string },
  s: BookingSnapshot,
  customerName: string,
  day: string,
) {
  const names = { customer: s.company.name, company: customerName };
  const window = timeWindow(s.move.preferredTime);
  await textBookingSides(
    tx,
    appUrl,
    b,
    "reminder",
    `reminder:${b.booking.id}:${b.moveDay}`,
    ["customer", "company"],
    (side, link) => textWords.reminder(names[side], day, window, link),
  );
}
