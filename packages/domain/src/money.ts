// Money is integer pence; how amounts read in quotes, documents and copy.

export interface PenceRange {
  min: number;
  max: number;
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
