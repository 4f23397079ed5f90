// /account/dashboard/availability (issue #18): the days the company is fully booked. Matching sends no lead
// for a move on those days (a flexible range still does if one day is free). A month at a time; each day is a
// toggle button (Tab, arrow keys, Enter or Space), then Save. Issue #28: the day of a move booked with the
// company is blocked by itself (the API's read gives it, matching skips it): shown as a booked move, not a toggle.
import { AVAILABILITY_MESSAGES, monthGrid } from "@rm/domain/movers-day";
import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { useToast } from "../../../components/toasts.tsx";
import { api } from "../../../lib/api.ts";
import { guard } from "../../../lib/guards.ts";
import { pageMeta } from "../../../lib/seo.ts";
import type { Route } from "./+types/availability";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Fully booked days",
    description: "Mark the days you cannot take another move.",
    path: "/account/dashboard/availability",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guard("company", context.user, url);
  const availability = await context.services.quotes.availability(user);
  if (!availability) throw data({ message: "Not available" }, { status: 404 });
  return availability;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const LONG = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Tuesday 22 December, fully booked" / "…, a booked move: House/Flat Removals: SE16 → N16" */
const dayLabel = (day: string, marked: boolean, moves: string[] | undefined) =>
  [
    LONG.format(asDate(day)),
    ...(moves ?? []).map(AVAILABILITY_MESSAGES.dayWithMove),
    ...(marked && !moves ? ["fully booked"] : []),
  ].join(", ");

type BookedMove = Route.ComponentProps["loaderData"]["bookedMoves"][number];

function BookedMoves({ moves }: { moves: BookedMove[] }) {
  return (
    <div className="card stack">
      <h2>{AVAILABILITY_MESSAGES.movesHeading}</h2>
      <p className="muted">{AVAILABILITY_MESSAGES.movesIntro}</p>
      {moves.length ? (
        <ul>
          {moves.map((m) => (
            <li key={`${m.day}-${m.leadId}`}>
              {LONG.format(asDate(m.day))}: <Link to={`/account/dashboard/leads/${m.leadId}`}>{m.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{AVAILABILITY_MESSAGES.noMoves}</p>
      )}
    </div>
  );
}

/** arrow keys move between the month's days (a week up or down, a day left or right) */
function focusNextDay(table: HTMLTableElement | null, e: KeyboardEvent<HTMLButtonElement>, day: string) {
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
  if (!step) return;
  const target = new Date(asDate(day).getTime() + step * 86400_000).toISOString().slice(0, 10);
  const button = table?.querySelector<HTMLButtonElement>(`button[data-day="${target}"]`);
  if (button && !button.disabled) {
    e.preventDefault();
    button.focus();
  }
}

export default function AvailabilityPage({ loaderData }: Route.ComponentProps) {
  const { today, lastDay, bookedDays, bookedMoves } = loaderData;
  const moveOn = useMemo(() => {
    const byDay = new Map<string, string[]>();
    for (const m of bookedMoves) byDay.set(m.day, [...(byDay.get(m.day) ?? []), m.label]);
    return byDay;
  }, [bookedMoves]);
  const { show } = useToast();
  const revalidator = useRevalidator();
  const [booked, setBooked] = useState(() => new Set(bookedDays));
  const [month, setMonth] = useState(() => ({ y: Number(today.slice(0, 4)), m: Number(today.slice(5, 7)) }));
  const [busy, setBusy] = useState(false);
  const grid = useMemo(() => monthGrid(month.y, month.m), [month]);
  const table = useRef<HTMLTableElement>(null);
  const changed = booked.size !== bookedDays.length || bookedDays.some((d) => !booked.has(d));
  const first = `${today.slice(0, 7)}`;
  const shown = `${month.y}-${String(month.m).padStart(2, "0")}`;
  const move = (by: number) =>
    setMonth(({ y, m }) => {
      const n = y * 12 + (m - 1) + by;
      return { y: Math.floor(n / 12), m: (n % 12) + 1 };
    });
  const toggle = (day: string) => {
    if (moveOn.has(day)) return show("info", AVAILABILITY_MESSAGES.moveDayLocked);
    setBooked((was) => {
      const next = new Set(was);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, day: string) => focusNextDay(table.current, e, day);
  const save = async () => {
    setBusy(true);
    const res = await api("PUT", "/company/availability", { bookedDays: [...booked].sort() });
    setBusy(false);
    if (!res.status) return show("error", res.message);
    show("success", res.message);
    revalidator.revalidate();
  };
  const list = [...booked].sort();

  return (
    <div className="stack">
      <h1>{AVAILABILITY_MESSAGES.heading}</h1>
      <p>{AVAILABILITY_MESSAGES.intro}</p>
      <div className="card stack">
        <div className="calendar-nav">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => move(-1)}
            disabled={shown <= first}
            aria-label="Previous month"
          >
            ←
          </button>
          <h2 id="calendar-month" aria-live="polite">
            {MONTH.format(asDate(`${shown}-01`))}
          </h2>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => move(1)}
            disabled={`${shown}-01` > lastDay}
            aria-label="Next month"
          >
            →
          </button>
        </div>
        <table className="calendar" ref={table} aria-labelledby="calendar-month">
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((day, i) => (
                  <td key={day ?? `blank-${i}`}>
                    {day ? (
                      <button
                        type="button"
                        className={`calendar-day${moveOn.has(day) ? " calendar-day-move" : ""}`}
                        data-day={day}
                        aria-pressed={moveOn.has(day) ? undefined : booked.has(day)}
                        aria-disabled={moveOn.has(day) || undefined}
                        aria-label={dayLabel(day, booked.has(day), moveOn.get(day))}
                        disabled={day < today || day > lastDay}
                        onClick={() => toggle(day)}
                        onKeyDown={(e) => onKey(e, day)}
                      >
                        {Number(day.slice(8))}
                      </button>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="calendar-legend">
          <span className="calendar-legend-booked">Fully booked</span>
          <span className="calendar-legend-move">{AVAILABILITY_MESSAGES.legendMove}</span>
          <span>Tap a day to mark it, tap again to free it.</span>
        </p>
        <div className="button-row">
          <button type="button" className="button" onClick={save} disabled={busy || !changed}>
            {busy ? "Saving…" : "Save booked days"}
          </button>
          {changed ? <span className="muted">You have changes that are not saved yet.</span> : null}
        </div>
      </div>
      <BookedMoves moves={bookedMoves} />
      <div className="card stack">
        <h2>Marked as fully booked</h2>
        {list.length ? (
          <ul>
            {list.map((d) => (
              <li key={d}>{LONG.format(asDate(d))}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">None: you receive leads for any date.</p>
        )}
      </div>
    </div>
  );
}
