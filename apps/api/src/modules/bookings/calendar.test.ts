// test-database: none (opens no test database: run once, in the PGlite stage)
// Issue #17: the booking's calendar file (all day, a flexible range, or from the preferred morning in London
// time); issue #28: for the job's expected length, at the place it is given.
import assert from "node:assert/strict";
import { test } from "vitest";
import type { BookingSnapshot } from "@rm/domain/booking";
import { bookingCalendar, londonHourToUtc } from "./calendar.ts";

const snapshot = (move: Partial<BookingSnapshot["move"]>, estimatedHours = 6): BookingSnapshot =>
  ({
    quote: { estimatedHours },
    move: {
      typeOfMove: "House/Flat Removals",
      from: "SE16, Southwark",
      to: "N17, Haringey",
      moveDate: "2026-12-05",
      endDate: null,
      moveDateLabel: "",
      preferredTime: null,
      size: "",
      extras: [],
      ...move,
    },
  }) as BookingSnapshot;
const make = (move: Partial<BookingSnapshot["move"]>, estimatedHours?: number) =>
  bookingCalendar({
    bookingId: "b1",
    snapshot: snapshot(move, estimatedHours),
    title: "Your move with Thames-side Removals",
    description: "Booked at £850 (fixed price).",
    location: "Flat 2, 14 Rotherhithe New Road, SE16 3LL to 9 Tottenham Green, N17 9LR",
    appUrl: "https://example.org/client/removal-requests/x",
  });
/** a property's value, its folded lines (RFC 5545: a long line goes on after a newline and a space) joined */
const line = (ics: string, key: string) =>
  ics
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .find((l) => l.startsWith(key))
    ?.slice(key.length);

test("a fixed date with no preferred time is an all-day event", () => {
  const ics = make({})!;
  assert.match(ics, /^BEGIN:VCALENDAR/);
  assert.equal(line(ics, "DTSTART;VALUE=DATE:"), "20261205");
  assert.equal(line(ics, "DTEND;VALUE=DATE:"), "20261206");
  assert.equal(line(ics, "SUMMARY:"), "Your move with Thames-side Removals");
  assert.equal(line(ics, "UID:"), "booking-b1@london-removals-compare");
  assert.equal(
    line(ics, "LOCATION:"),
    "Flat 2\\, 14 Rotherhithe New Road\\, SE16 3LL to 9 Tottenham Green\\, N17 9LR",
  );
  assert.equal(line(ics, "STATUS:"), "CONFIRMED");
});

test("a flexible range covers every day of it", () => {
  const ics = make({ moveDate: "2026-12-05", endDate: "2026-12-08", preferredTime: "morning" })!;
  assert.equal(line(ics, "DTSTART;VALUE=DATE:"), "20261205");
  assert.equal(line(ics, "DTEND;VALUE=DATE:"), "20261209");
});

test("a preferred morning starts at 08:00 London time and lasts the job's hours, in winter and in summer", () => {
  const winter = make({ preferredTime: "morning" })!;
  assert.equal(line(winter, "DTSTART:"), "20261205T080000Z");
  assert.equal(line(winter, "DTEND:"), "20261205T140000Z", "a 6-hour job ends at 14:00, not 12:00");
  const summer = make({ moveDate: "2026-07-04", preferredTime: "afternoon" }, 3.5)!;
  assert.equal(line(summer, "DTSTART:"), "20260704T120000Z", "13:00 BST");
  assert.equal(line(summer, "DTEND:"), "20260704T153000Z", "16:30 BST");
  assert.equal(
    londonHourToUtc("2026-03-29", 8).toISOString(),
    "2026-03-29T07:00:00.000Z",
    "the day the clocks change",
  );
});

test("no move date, no calendar", () => {
  assert.equal(make({ moveDate: null }), null);
});
