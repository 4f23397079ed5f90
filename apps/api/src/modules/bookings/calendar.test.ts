// test-database: none (opens no test database: run once, in the PGlite stage)
// Issue #17: the booking's calendar file (all day, a flexible range, or the preferred morning in London time).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { BookingSnapshot } from "@rm/domain/booking";
import { bookingCalendar, londonHourToUtc } from "./calendar.ts";

const snapshot = (move: Partial<BookingSnapshot["move"]>): BookingSnapshot =>
  ({
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
const make = (move: Partial<BookingSnapshot["move"]>) =>
  bookingCalendar({
    bookingId: "b1",
    snapshot: snapshot(move),
    title: "Your move with Thames-side Removals",
    description: "Booked at £850 (fixed price).",
    appUrl: "https://example.org/client/removal-requests/x",
  });
const line = (ics: string, key: string) =>
  ics
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
  assert.equal(line(ics, "LOCATION:"), "SE16\\, Southwark to N17\\, Haringey");
  assert.equal(line(ics, "STATUS:"), "CONFIRMED");
});

test("a flexible range covers every day of it", () => {
  const ics = make({ moveDate: "2026-12-05", endDate: "2026-12-08", preferredTime: "morning" })!;
  assert.equal(line(ics, "DTSTART;VALUE=DATE:"), "20261205");
  assert.equal(line(ics, "DTEND;VALUE=DATE:"), "20261209");
});

test("a preferred morning is 08:00 to 12:00 London time, in winter and in summer", () => {
  const winter = make({ preferredTime: "morning" })!;
  assert.equal(line(winter, "DTSTART:"), "20261205T080000Z");
  assert.equal(line(winter, "DTEND:"), "20261205T120000Z");
  const summer = make({ moveDate: "2026-07-04", preferredTime: "afternoon" })!;
  assert.equal(line(summer, "DTSTART:"), "20260704T120000Z", "13:00 BST");
  assert.equal(line(summer, "DTEND:"), "20260704T160000Z");
  assert.equal(
    londonHourToUtc("2026-03-29", 8).toISOString(),
    "2026-03-29T07:00:00.000Z",
    "the day the clocks change",
  );
});

test("no move date, no calendar", () => {
  assert.equal(make({ moveDate: null }), null);
});
