// The quote form's fields as people type them: plain decimals, pounds (required or optional), half hours and
// required text, each with its own messages (quote.ts builds the quote and template schemas from them).
import { z } from "zod";
import { poundsToPence } from "./quote-format.ts";
import { multiLine } from "./safe-text.ts";

/** a plain decimal as people type it: "3", "7.5" (never "0x10", "1e1", "Infinity" or "") */
const PLAIN_DECIMAL = /^\d{1,6}(?:\.\d{1,4})?$/;

/** A number, or text that is a plain decimal; anything else gets `invalid` ("" and NaN get `required`). */
export function numberish(required: string, invalid: string) {
  return z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    const s = typeof v === "string" ? v.trim() : v;
    if (s === "" || Number.isNaN(s)) {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    if (typeof s === "string" ? !PLAIN_DECIMAL.test(s) : !Number.isFinite(s)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return Number(s);
  });
}

export function pounds(required: string, invalid: string) {
  return z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    if (typeof v === "string" && v.trim() === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const pence = poundsToPence(v);
    if (pence === null) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return pence;
  });
}

export function requiredText(max: number, required: string, tooLong: string) {
  return multiLine(z.string({ error: required }).trim().min(1, required).max(max, tooLong));
}

/** Optional pounds: "" / null / missing -> null; anything else must be an amount (then `range` checks it). */
export function optionalPounds(invalid: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: invalid })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const pence = poundsToPence(v);
      if (pence === null) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return pence;
    });
}

/** Optional hours in half hours: "" / null / missing -> null. */
export function optionalHalfHours(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      const s = typeof v === "string" ? v.trim() : v;
      if (s === undefined || s === null || s === "") return null;
      const n = typeof s === "string" ? (PLAIN_DECIMAL.test(s) ? Number(s) : Number.NaN) : s;
      if (!Number.isFinite(n) || n < min || n > max || !Number.isInteger(n * 2)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}
