// /api/admin/blog-posts and /api/admin/partner-offers (issue #19): the blog admin (Markdown posts, drafts,
// publish, cover image) and the partners' offers (add, edit, end); and the public cover of a published post.
import { z } from "zod";
import {
  BLOG_ADMIN_MESSAGES,
  blogPostInput,
  OFFER_ADMIN_MESSAGES,
  partnerOfferInput,
} from "../content-admin.ts";
import { partnerOffer } from "./content.ts";
import { answered, done, download, responses } from "./envelope.ts";
import { serialParam } from "./ids.ts";

const BLOG_POST_STATES = ["draft", "scheduled", "published"] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];

const adminBlogPostRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  state: z.enum(BLOG_POST_STATES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminBlogPostRow = z.output<typeof adminBlogPostRow>;

const adminBlogPost = adminBlogPostRow.extend({
  summary: z.string(),
  body: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** the body rendered and sanitised, as the public page shows it */
  html: z.string(),
});
export type AdminBlogPost = z.output<typeof adminBlogPost>;

const adminPartnerOffer = partnerOffer.extend({
  expiredAt: z.string().nullable(),
  /** on /partners now */
  live: z.boolean(),
  createdAt: z.string(),
});
export type AdminPartnerOffer = z.output<typeof adminPartnerOffer>;

export const contentAdminApi = {
  "GET /admin/blog-posts": { response: responses({ 200: answered(z.array(adminBlogPostRow)) }) },
  "POST /admin/blog-posts": { body: blogPostInput, response: responses({ 201: answered(adminBlogPost) }) },
  "POST /admin/blog-posts/preview": {
    body: z.object({ body: z.string().max(100_000) }),
    response: responses({ 200: answered(z.object({ html: z.string() })) }),
  },
  "GET /admin/blog-posts/:postId": {
    params: serialParam("postId", BLOG_ADMIN_MESSAGES.notFound),
    response: responses({ 200: answered(adminBlogPost) }),
  },
  "PUT /admin/blog-posts/:postId": {
    params: serialParam("postId", BLOG_ADMIN_MESSAGES.notFound),
    body: blogPostInput,
    response: responses({ 200: answered(adminBlogPost) }),
  },
  "POST /admin/blog-posts/:postId/publish": {
    params: serialParam("postId", BLOG_ADMIN_MESSAGES.notFound),
    response: responses({ 200: done }),
  },
  "POST /admin/blog-posts/:postId/unpublish": {
    params: serialParam("postId", BLOG_ADMIN_MESSAGES.notFound),
    response: responses({ 200: done }),
  },
  "POST /admin/blog-posts/:postId/cover": {
    params: serialParam("postId", BLOG_ADMIN_MESSAGES.notFound),
    response: responses({ 200: answered(z.object({ coverUrl: z.string() })) }),
  },
  "DELETE /admin/blog-posts/:postId/cover": {
    params: serialParam("postId", BLOG_ADMIN_MESSAGES.notFound),
    response: responses({ 200: done }),
  },
  "GET /blog/:postId/cover": {
    params: serialParam("postId", BLOG_ADMIN_MESSAGES.notFound),
    response: download("The post's cover image", ["image/webp"]),
  },
  "GET /admin/partner-offers": { response: responses({ 200: answered(z.array(adminPartnerOffer)) }) },
  "POST /admin/partner-offers": {
    body: partnerOfferInput,
    response: responses({ 201: answered(adminPartnerOffer) }),
  },
  "PUT /admin/partner-offers/:offerId": {
    params: serialParam("offerId", OFFER_ADMIN_MESSAGES.notFound),
    body: partnerOfferInput,
    response: responses({ 200: answered(adminPartnerOffer) }),
  },
  "POST /admin/partner-offers/:offerId/expire": {
    params: serialParam("offerId", OFFER_ADMIN_MESSAGES.notFound),
    response: responses({ 200: done }),
  },
} as const;
