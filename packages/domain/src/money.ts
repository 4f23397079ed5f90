// Money is integer pence; how amounts read in quotes, documents and copy.

export interface PenceRange {
  min: number;
  max: number;
}

/** digits with commas (or spaces) every three, or none; then maybe a decimal part */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)(?:\.\d+)?$/;

/**
 * An amount as people type it ("1,250.50", "£50 000", "850") without its "£" and thousands separators
 * ("1250.50"); null when the separators are not every three digits (issue #29: "1,0,0,0" is not £1,000).
 */
export function ungroupAmount(typed: string): string | null {
  const s = typed.trim().replace(/^£\s*/, "");
  return GROUPED.test(s) ? s.replace(/[, ]/g, "") : null;
}

/** "£40" or "£41.50". */
export function formatPounds(pence: number): string {
  const pounds = pence / 100;
  const text = Number.isInteger(pounds)
    ? pounds.toLocaleString("en-GB")
    : pounds.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `£${text}`;
}

/** "£40–£50" (en dash, as the copy writes ranges). */
export function formatRange(r: PenceRange): string {
  return `${formatPounds(r.min)}–${formatPounds(r.max)}`;
}
