// docs/product/routes.md §6: roles. isAdmin / isCompany are derived from the role (docs/architecture.md "Accounts and sessions").
export const ROLES = ["client", "company", "admin"] as const;
export type Role = (typeof ROLES)[number];

export interface SessionUser {
  _id: string;
  /** empty for a docs/product/decisions.md D8 guest: a guest session never shows the account's stored email */
  email: string;
  /** for a docs/product/decisions.md D8 guest, the name typed with their first lead (never the account's stored name), or empty */
  firstName: string;
  lastName: string;
  role: Role;
  isAdmin: boolean;
  isCompany: boolean;
  /** true for a docs/product/decisions.md D8 browser-only guest client (no password yet) */
  isGuest: boolean;
}

export function roleFlags(role: Role) {
  return { isAdmin: role === "admin", isCompany: role === "company" };
}
