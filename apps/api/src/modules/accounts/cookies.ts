import type { FastifyReply, FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { revokeSession, SESSION_COOKIE } from "./session-service.ts";

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    expires: expiresAt,
  });
}
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** A new session for this browser: the one it had (if any) ends, and the cookie carries the new one. */
export async function startSession(
  db: DbOrTx,
  req: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  secure: boolean,
) {
  if (req.sessionId) await revokeSession(db, req.sessionId);
  setSessionCookie(reply, session.token, session.expiresAt, secure);
}
