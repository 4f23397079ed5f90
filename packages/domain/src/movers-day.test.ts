import assert from "node:assert/strict";
import { test } from "vitest";
import {
  AVAILABILITY_MESSAGES,
  availabilityLabel,
  checkBookedDays,
  daysOfRange,
  inQuietHours,
  monthGrid,
  moveDistance,
  ONBOARDING,
  onboardingSteps,
  PUSH_MESSAGES,
  pushUnsupportedMessage,
  ROAD_DETOUR_FACTOR,
} from "./movers-day.ts";

// Downing Street (SW1A 2AA) and Middlesex Street (E1 6AN): about 2.2 miles apart as the crow flies
const downing = { lat: 51.50354, lon: -0.12768, exact: true };
const spitalfields = { lat: 51.51704, lon: -0.07787, exact: true };

test("distance: the straight line between two postcodes, labelled as such, with a road estimate", () => {
  const d = moveDistance(downing, spitalfields)!;
  assert.ok(Math.abs(d.miles - 2.3) <= 0.1, `${d.miles}`);
  assert.equal(d.roadMiles, Math.round(d.miles * ROAD_DETOUR_FACTOR));
  assert.equal(d.label, "about 2 miles apart in a straight line (roughly 3 miles by road)");
  assert.equal(d.exact, true);
});

test("distance: an area's centre is said to be one; very short and unknown ends", () => {
  const area = moveDistance(downing, { ...spitalfields, exact: false })!;
  assert.match(area.label, /between the areas' centres/);
  assert.equal(area.exact, false);
  assert.equal(moveDistance(downing, downing)!.label, "less than half a mile apart");
  assert.match(moveDistance(downing, { lat: 51.513, lon: -0.128, exact: true })!.label, /^under a mile/);
  assert.equal(moveDistance(downing, null), null);
  assert.equal(moveDistance(null, spitalfields), null);
  // London to Brighton: about 47 miles straight, 61 by the factor
  const brighton = moveDistance(downing, { lat: 50.8225, lon: -0.1372, exact: true })!;
  assert.equal(brighton.label, "about 47 miles apart in a straight line (roughly 61 miles by road)");
});

test("booked days: sorted without repeats; past, far, malformed and impossible days refused", () => {
  const today = "2026-11-24";
  assert.deepEqual(checkBookedDays(["2026-12-02", "2026-11-24", "2026-12-02"], today), {
    ok: true,
    days: ["2026-11-24", "2026-12-02"],
  });
  const refused = (days: string[]) => {
    const r = checkBookedDays(days, today);
    return r.ok ? null : r.message;
  };
  assert.equal(refused(["2026-11-23"]), AVAILABILITY_MESSAGES.inPast);
  assert.equal(refused(["2027-11-25"]), AVAILABILITY_MESSAGES.tooFar);
  assert.equal(refused(["2027-11-24"]), null, "a year ahead is fine");
  assert.equal(refused(["24/12/2026"]), AVAILABILITY_MESSAGES.badFormat);
  assert.equal(refused(["2026-02-30"]), AVAILABILITY_MESSAGES.badFormat);
  assert.equal(refused(Array.from({ length: 367 }, () => today)), AVAILABILITY_MESSAGES.tooMany);
});

test("a flexible range is available when any day is free", () => {
  assert.deepEqual(daysOfRange("2026-12-30", "2027-01-02"), [
    "2026-12-30",
    "2026-12-31",
    "2027-01-01",
    "2027-01-02",
  ]);
  assert.deepEqual(daysOfRange("2026-12-30", null), ["2026-12-30"]);
  const booked = new Set(["2026-12-30", "2026-12-31"]);
  assert.equal(availabilityLabel("2026-12-30", null, booked), null);
  assert.equal(availabilityLabel("2026-12-30", "2026-12-31", booked), null);
  assert.equal(
    availabilityLabel("2026-12-30", "2027-01-01", booked),
    AVAILABILITY_MESSAGES.availableOnSomeDays,
  );
  assert.equal(availabilityLabel("2027-01-01", null, booked), AVAILABILITY_MESSAGES.availableOnDate);
  assert.equal(availabilityLabel(null, null, booked), null);
});

test("quiet hours across midnight and within a day", () => {
  assert.equal(inQuietHours(22, 21, 7), true);
  assert.equal(inQuietHours(3, 21, 7), true);
  assert.equal(inQuietHours(7, 21, 7), false);
  assert.equal(inQuietHours(12, 21, 7), false);
  assert.equal(inQuietHours(13, 12, 14), true);
  assert.equal(inQuietHours(14, 12, 14), false);
  assert.equal(inQuietHours(3, null, null), false);
});

test("the calendar's month grid starts on a Monday", () => {
  const weeks = monthGrid(2026, 12); // 1 December 2026 is a Tuesday
  assert.deepEqual(weeks[0], [
    null,
    "2026-12-01",
    "2026-12-02",
    "2026-12-03",
    "2026-12-04",
    "2026-12-05",
    "2026-12-06",
  ]);
  assert.equal(weeks.flat().filter(Boolean).length, 31);
  assert.ok(weeks.every((w) => w.length === 7));
});

test("onboarding: the newest upload of each certificate decides; rejected says why", () => {
  const doc = (kind: string, status: string, createdAt: string, reason: string | null = null) => ({
    kind,
    status,
    reason,
    createdAt,
    expiresOn: "2027-06-01",
  });
  const steps = onboardingSteps(
    [
      doc("git", "rejected", "2026-11-01T10:00:00Z", "The certificate is unreadable"),
      doc("git", "pending", "2026-11-02T10:00:00Z"),
      doc("pl", "rejected", "2026-11-03T10:00:00Z", "The insured name is not your company's"),
    ],
    "2026-11-24",
  );
  assert.deepEqual(
    steps.map((s) => [s.kind, s.state, s.reason]),
    [
      ["git", "pending", null],
      ["pl", "rejected", "The insured name is not your company's"],
    ],
  );
  assert.deepEqual(
    onboardingSteps([], "2026-11-24").map((s) => s.stateLabel),
    [ONBOARDING.states.missing, ONBOARDING.states.missing],
  );
  const expired = { ...doc("git", "verified", "2025-01-01T00:00:00Z"), expiresOn: "2026-01-01" };
  assert.equal(onboardingSteps([expired], "2026-11-24")[0]!.state, "missing");
});

test("alerts that cannot be turned on: iPhone advice only on an iPhone or iPad", () => {
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
  const IPAD_AS_MAC =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
  const ANDROID =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
  const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";
  assert.equal(pushUnsupportedMessage({ userAgent: IPHONE }), PUSH_MESSAGES.unsupportedIphone);
  assert.equal(
    pushUnsupportedMessage({ userAgent: IPHONE, standalone: true }),
    PUSH_MESSAGES.unsupportedIphoneOld,
  );
  assert.equal(
    pushUnsupportedMessage({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }),
    PUSH_MESSAGES.unsupportedIphone,
    "iPadOS says it is a Mac: its touch screen gives it away",
  );
  for (const userAgent of [ANDROID, FIREFOX_WINDOWS]) {
    assert.equal(pushUnsupportedMessage({ userAgent }), PUSH_MESSAGES.unsupported, userAgent);
  }
  assert.equal(
    pushUnsupportedMessage({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }),
    PUSH_MESSAGES.unsupported,
    "a real Mac gets no iPhone advice",
  );
  assert.doesNotMatch(PUSH_MESSAGES.unsupported, /iPhone|Home Screen/);
});
