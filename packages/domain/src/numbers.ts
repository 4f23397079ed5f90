// Numbers in links and query strings as people write them: plain decimal digits only. "0x10", "1e1", "+3",
// " 16 " or "Infinity" are not page 16 (JavaScript's Number() and z.coerce.number() would say they are).
import { z } from "zod";

export const NUMBER_MESSAGES = {
  page: "The page number must be a whole number from 1",
} as const;

/** A whole number written in plain decimal digits (or given as a safe integer), else null. */
export function plainInteger(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) ? v : null;
  if (typeof v !== "string" || !/^\d{1,15}$/.test(v)) return null;
  return Number(v);
}

/** ?page=N for a page: N when it is a plain whole number from 1 to `max`, else 1. */
export function pageOf(v: string | null | undefined, max: number): number {
  const n = plainInteger(v);
  return n !== null && n >= 1 && n <= max ? n : 1;
}

/** ?page=N for the API: a plain whole number from 1 to `max`, else a 400 with the message. */
export const pageNumberField = (max: number) =>
  z.string({ error: NUMBER_MESSAGES.page }).transform((v, ctx) => {
    const n = plainInteger(v);
    if (n === null || n < 1 || n > max) {
      ctx.addIssue({ code: "custom", message: NUMBER_MESSAGES.page });
      return z.NEVER;
    }
    return n;
  });
