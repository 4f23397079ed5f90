// Bookings: the customer books one quote (the others are told) or declines one, under row locks, with the
// emails in the same transaction (POST /api/client/quotes/:quoteId/book and …/decline).
// issue #17: the booking's snapshot, the mover's confirmation within a day, and lapsing
export { lapseOverdueBookings } from "./confirmation.ts";
export { bookingRoutes } from "./routes.ts";
// issue #17: after booking — cancelling, a change of date, and the reminders before the move (jobs/runner.ts)
export { remindBookings } from "./reminders.ts";
export { bookingMailSamples } from "./mail-samples.ts";
