// What the admin's content pages call in-process (context.services.contentAdmin): the blog posts and the
// partners' offers. Admins only; a post that does not exist is null.
import type { SessionUser } from "@rm/domain";
import type { AppContext } from "../../app-context.ts";
import { orWhenRefused } from "../../lib/http.ts";
import { storageFor } from "../../lib/storage.ts";
import { blogAdmin } from "./content-admin.ts";
import { offerAdmin } from "./offer-admin.ts";

export const contentAdminWebService = (ctx: AppContext) => {
  const blog = blogAdmin(ctx.db, storageFor(ctx.config));
  const offers = offerAdmin(ctx.db);
  return {
    blogPosts: (user: SessionUser | null) => blog.list(user),
    blogPost: (user: SessionUser | null, id: string) => orWhenRefused(blog.get(user, id), null),
    partnerOffers: (user: SessionUser | null) => offers.list(user),
  };
};
