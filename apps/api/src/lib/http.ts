// docs/product/routes.md §7: answers are {status, message, data?} with real HTTP status codes.
import type { FastifyReply } from "fastify";

export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const forbidden = (message = "You do not have access to this.") => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

export function ok<T>(reply: FastifyReply, message: string, data?: T, code = 200) {
  return reply
    .code(code)
    .send(data === undefined ? { status: true, message } : { status: true, message, data });
}

/**
 * For the pages' in-process services: 404 (not yours, not there) and 403 (a company that is not active:
 * the dashboard's layout shows its standing instead of the page) both come back as `fallback`.
 */
export async function orWhenRefused<T, F>(p: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 403)) return fallback;
    throw err;
  }
}
