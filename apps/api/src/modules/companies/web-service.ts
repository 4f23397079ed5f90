// What company pages call in-process (context.services.companies). Each function is scoped to the caller.
import type { SessionUser } from "@rm/domain";
import type { AppContext } from "../../app-context.ts";
import { ownCompany } from "./profile-service.ts";
import { publicIds, publicProfile } from "./public-profile.ts";

export const companiesWebService = (ctx: AppContext) => ({
  /** an approved company's public profile, or null (pending, rejected, suspended or unknown) */
  publicProfile: (companyId: string) => publicProfile(ctx.db, companyId),
  /** ids of every public profile, for the sitemap */
  publicIds: () => publicIds(ctx.db),
  /** the signed-in company's own profile and documents; null for anyone else */
  own: (user: SessionUser | null) => (user ? ownCompany(ctx.db, user) : Promise.resolve(null)),
});
