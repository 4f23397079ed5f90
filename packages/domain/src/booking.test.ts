// Issue #17: a booking's rules after it is made — when it may still be cancelled or moved (London days), which
// dates a change may propose, the reasons each side may give, and the view both pages read.
import assert from "node:assert/strict";
import { test } from "vitest";
import {
  BOOKING_MESSAGES as M,
  type BookingSnapshot,
  bookingIsActive,
  dateChangeRefusal,
  toBookingView,
} from "./booking.ts";
import { cancelBookingSchema, dateChangeSchema } from "./booking-schemas.ts";

const snapshot = { move: { moveDate: "2027-03-14", endDate: null, moveDateLabel: "Sunday 14 March 2027" } };
const row = (over: Record<string, unknown> = {}) => ({
  id: "b1",
  status: "confirmed" as const,
  confirmBy: new Date("2027-02-01T12:00:00Z"),
  snapshot: snapshot as unknown as BookingSnapshot,
  ...over,
});

test("a booking may be cancelled or moved until the day before its move day (London), not from that day on", () => {
  assert.equal(bookingIsActive(row(), "2027-03-13"), true);
  assert.equal(bookingIsActive(row(), "2027-03-14"), false);
  assert.equal(bookingIsActive(row(), "2027-03-20"), false);
  // the date agreed after a change counts, not the snapshot's
  assert.equal(bookingIsActive(row({ moveDate: "2027-03-20" }), "2027-03-16"), true);
  for (const status of ["declined", "lapsed", "cancelled"] as const)
    assert.equal(bookingIsActive(row({ status }), "2027-01-01"), false, status);
  // 23:30 UTC on 13 March 2027 is still the 13th in London (GMT): active
  assert.equal(toBookingView(row(), new Date("2027-03-13T23:30:00Z")).active, true);
});

test("a proposed date must be after today, within 2 years, and not the date agreed", () => {
  const current = { moveDate: "2027-03-14", endDate: null };
  assert.equal(dateChangeRefusal({ moveDate: "2027-01-10" }, current, "2027-01-10"), M.dateNotFuture);
  assert.equal(dateChangeRefusal({ moveDate: "2029-01-11" }, current, "2027-01-10"), M.dateTooFar);
  assert.equal(dateChangeRefusal({ moveDate: "2027-03-14" }, current, "2027-01-10"), M.sameDate);
  assert.equal(
    dateChangeRefusal({ moveDate: "2027-03-14", endDate: "2027-03-16" }, current, "2027-01-10"),
    null,
  );
  assert.equal(dateChangeRefusal({ moveDate: "2027-03-15" }, current, "2027-01-10"), null);
  const bad = dateChangeSchema.safeParse({ moveDate: "2027-03-15", endDate: "2027-03-15" });
  assert.equal(bad.success, false);
  assert.equal(bad.error?.issues[0]?.message, "The end of the range must be after its first day");
});

test("each side gives a reason from its own list; 'Other' needs a note", () => {
  assert.equal(cancelBookingSchema("customer").safeParse({ reason: "plans-changed" }).success, true);
  assert.equal(cancelBookingSchema("customer").safeParse({ reason: "not-available" }).success, false);
  assert.equal(cancelBookingSchema("company").safeParse({ reason: "not-available" }).success, true);
  const other = cancelBookingSchema("company").safeParse({ reason: "other", note: " " });
  assert.equal(other.error?.issues[0]?.message, M.noteForOther);
  assert.equal(cancelBookingSchema("company").safeParse({}).error?.issues[0]?.message, M.reasonRequired);
});

test("the view: the date agreed now beside the one booked, a waiting proposal, who cancelled and why", () => {
  const moved = toBookingView(
    row({
      moveDate: "2027-03-20",
      pendingDateChange: {
        id: "p1",
        by: "company",
        moveDate: "2027-03-27",
        endDate: null,
        note: null,
        proposedAt: "2027-01-01T10:00:00Z",
      },
    }),
    new Date("2027-01-10T12:00:00Z"),
  );
  assert.equal(moved.moveDateLabel, "Saturday 20 March 2027");
  assert.equal(moved.dateChanged, true);
  assert.equal(moved.pendingDateChange?.label, "Saturday 27 March 2027");
  const cancelled = toBookingView(
    row({
      status: "cancelled",
      cancelledBy: "company",
      cancelReason: "crew-or-vehicle",
      cancelledAt: new Date("2027-01-05T09:30:00Z"),
    }),
  );
  assert.deepEqual(cancelled.cancelled, {
    by: "company",
    reasonLabel: "We have no crew or vehicle for it",
    note: null,
    atLabel: "Tuesday 5 January 2027 at 09:30",
  });
  assert.equal(cancelled.active, false);
  assert.equal(cancelled.pendingDateChange, null);
});
