// Dates the specs type into forms and send to the API: "YYYY-MM-DD" in London, as the site reads them.

/** "YYYY-MM-DD", `days` calendar days from today in London */
export function inDays(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
