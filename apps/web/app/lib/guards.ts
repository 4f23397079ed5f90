// docs/product/routes.md §2 route table guard groups, applied in loaders (server-side, before anything renders).
import type { Access, SessionUser } from "@rm/domain";
import { redirect } from "react-router";

/**
 * The API's access names (@rm/domain access.ts) where a page means the same (a page's "loggedOut" also lets a
 * guest through: a guest has no password yet), plus two only pages have: "open" (anyone) and "notCompany".
 */
export type GuardGroup =
  | Extract<Access, "admin" | "client" | "company" | "loggedOut">
  | "open"
  | "notCompany";

/** where each role lands when a page is not for them */
export function homeFor(user: SessionUser | null): string {
  if (!user) return "/";
  if (user.isAdmin) return "/admin";
  if (user.isCompany) return "/account/dashboard";
  return "/client/removal-requests";
}

/** `url`: the page's address as its loader's argument has it (without React Router's `.data` and query parts) */
const loginWithNext = (url: URL) => {
  return `/login?next=${encodeURIComponent(url.pathname + url.search)}`;
};

/** Throws a redirect when the user may not see a page of this group. */
/**
 * The signed-in groups answer the user they let through (typed: no `context.user!` after a guard); the open
 * groups answer whoever is there, maybe nobody.
 */
export function guard(group: "admin" | "client" | "company", user: SessionUser | null, url: URL): SessionUser;
export function guard(group: GuardGroup, user: SessionUser | null, url: URL): SessionUser | null;
export function guard(group: GuardGroup, user: SessionUser | null, url: URL): SessionUser | null {
  switch (group) {
    case "open":
      return user;
    case "notCompany":
      if (user?.isCompany) throw redirect("/account/dashboard");
      return user;
    case "loggedOut":
      if (user && !user.isGuest) throw redirect(homeFor(user));
      return user;
    case "admin":
      if (!user) throw redirect(loginWithNext(url));
      if (!user.isAdmin) throw redirect(homeFor(user));
      return user;
    case "client":
      if (!user) throw redirect(loginWithNext(url));
      if (user.role !== "client") throw redirect(homeFor(user));
      return user;
    case "company":
      if (!user) throw redirect(loginWithNext(url));
      if (!user.isCompany) throw redirect(homeFor(user));
      return user;
  }
}
