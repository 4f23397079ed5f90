// "10 February 2025", the same on the server and in the browser (fixed zone and locale).
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

export const formatPostDate = (iso: string) => longDate.format(new Date(iso));
