// issue #28: a session that ends says so. A request whose session cookie (or bearer token) no longer opens a
// session (expired, idle too long, ended on another device or by a password change, the account suspended, or
// not a token at all) is answered as a visitor's (`req.sessionEnded`, set by app.ts's session hook); the
// cookie is cleared with that answer, and the person is told once: the page shows AUTH_MESSAGES.sessionEnded
// (apps/web root.tsx, from the load context's `signedOut`), an API call refused for want of a session answers
// 401 with those words (lib/access.ts), and so does GET /api/auth/me. When the answer is not a page that shows
// the notice (a redirect to the log-in page, an API call, a page-data fetch), a short-lived cookie carries it
// to the next page, which clears it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./session-service.ts";

/** "you were signed out", waiting for the next page to say it */
export const SIGNED_OUT_COOKIE = "rm_signed_out";
/** long enough to reach the next page, short enough never to greet someone much later */
const NOTICE_SECONDS = 10 * 60;

/** whether the page rendered for `req` tells the visitor they were signed out */
export const signedOutNotice = (req: FastifyRequest): boolean =>
  req.sessionEnded || req.cookies[SIGNED_OUT_COOKIE] === "1";

/** The answer is a page that shows the notice (HTML, not a redirect, not a 5xx such as the busy page). */
function showsNotice(reply: FastifyReply): boolean {
  const type = String(reply.getHeader("content-type") ?? "");
  const code = reply.statusCode;
  return /^text\/html\b/i.test(type) && (code < 300 || (code >= 400 && code < 500));
}

/** The answer opens (or ends) a session itself: a log-in, a registration, a log-out. */
function setsSession(reply: FastifyReply): boolean {
  const header = reply.getHeader("set-cookie");
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/** Register after the cookie plugin and before any onSend hook that reads the answer's cookies. */
export function registerEndedSessions(app: FastifyInstance, secure: boolean) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (setsSession(reply)) return payload;
    const shows = showsNotice(reply);
    if (req.sessionEnded && req.cookies[SESSION_COOKIE] !== undefined) {
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      if (!shows)
        reply.setCookie(SIGNED_OUT_COOKIE, "1", {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure,
          maxAge: NOTICE_SECONDS,
        });
    } else if (req.cookies[SIGNED_OUT_COOKIE] !== undefined && shows) {
      reply.clearCookie(SIGNED_OUT_COOKIE, { path: "/" });
    }
    return payload;
  });
}
