// Who may do what, in one vocabulary: every API route declares one of these (apps/api/src/lib/access.ts),
// and the pages' guard groups (apps/web/app/lib/guards.ts) use the same names where they mean the same.
import type { SessionUser } from "./roles.ts";

/**
 * public     anyone
 * loggedOut  only without a session (register forms)
 * user       any signed-in account (incl. a docs/product/decisions.md D8 guest client)
 * account    a client with a full account (not a guest), a company or an admin
 * client / company / admin   that role only (D2: admins do not pass client or company guards)
 */
export const ACCESS_LEVELS = [
  "public",
  "loggedOut",
  "user",
  "account",
  "client",
  "company",
  "admin",
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The caller a check of `access` lets through: what a handler behind it may rely on. */
export type UserWith<A extends Access> = A extends "public"
  ? SessionUser | null
  : A extends "loggedOut"
    ? null
    : A extends "user"
      ? SessionUser
      : A extends "account"
        ? SessionUser & { isGuest: false }
        : A extends "client"
          ? SessionUser & { role: "client" }
          : A extends "company"
            ? SessionUser & { role: "company"; isCompany: true }
            : A extends "admin"
              ? SessionUser & { role: "admin"; isAdmin: true }
              : never;

/** Whether `user` passes `access` (the API's check; the type says what a handler behind it may rely on). */
export function allows<A extends Access>(access: A, user: SessionUser | null): user is UserWith<A> {
  return verdict(access, user) === true;
}

/** true, or the status a refusal answers: 401 (sign in first) or 403 (not for this caller). */
export function verdict(access: Access, user: SessionUser | null): true | 401 | 403 {
  if (access === "public") return true;
  if (access === "loggedOut") return user ? 403 : true;
  if (!user) return 401;
  if (access === "user") return true;
  if (access === "account") return user.isGuest ? 403 : true;
  return user.role === access ? true : 403;
}
