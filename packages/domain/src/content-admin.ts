// The content admin (issue #19): blog posts written in Markdown and the partners' offers — one schema each for
// the admin's forms and the API, the slug rule and its suggestion from a title, and every message they show.
import { z } from "zod";
import { multiLine, singleLine } from "./safe-text.ts";

export const BLOG_LIMITS = {
  titleMax: 90,
  slugMax: 80,
  summaryMin: 20,
  summaryMax: 300,
  seoTitleMax: 70,
  seoDescriptionMax: 160,
  bodyMax: 60_000,
  authorMax: 80,
  coverMaxBytes: 5 * 1024 * 1024,
} as const;

/** lower-case letters and digits in words joined by single hyphens */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Moving in London: a 2027 guide!" → "moving-in-london-a-2027-guide" (accents dropped, at most slugMax) */
export function suggestSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-+$/, "");
}

export const BLOG_ADMIN_MESSAGES = {
  notFound: "We couldn't find that post",
  titleRequired: "Give the post a title",
  titleTooLong: `Keep the title to ${BLOG_LIMITS.titleMax} characters or fewer`,
  slugRequired: "Give the post an address (slug)",
  slugFormat: "Use lower-case letters, digits and single hyphens only, e.g. moving-with-pets",
  slugTooLong: `Keep the address to ${BLOG_LIMITS.slugMax} characters or fewer`,
  slugTaken: "Another post already uses this address; choose a different one",
  summaryRequired: `Write a summary of at least ${BLOG_LIMITS.summaryMin} characters`,
  summaryTooLong: `Keep the summary to ${BLOG_LIMITS.summaryMax} characters or fewer`,
  seoTitleTooLong: `Keep the search title to ${BLOG_LIMITS.seoTitleMax} characters or fewer`,
  seoDescriptionTooLong: `Keep the search description to ${BLOG_LIMITS.seoDescriptionMax} characters or fewer`,
  bodyRequired: "Write the post first",
  bodyTooLong: `Keep the post to ${BLOG_LIMITS.bodyMax.toLocaleString("en-GB")} characters or fewer`,
  authorRequired: "Say who wrote the post",
  authorTooLong: `Keep the author's name to ${BLOG_LIMITS.authorMax} characters or fewer`,
  created: "Draft saved. Preview it, then publish when it is ready.",
  saved: "Post saved",
  published: "Post published: it is on the blog now",
  unpublished: "Post unpublished: it is a draft again and no longer public",
  alreadyPublished: "This post is already published",
  notPublished: "This post is not published",
  coverSaved: "Cover image saved",
  coverRemoved: "Cover image removed",
  coverType: "The cover must be a JPEG, PNG or WebP image",
  coverTooLarge: `The cover must be ${BLOG_LIMITS.coverMaxBytes / 1024 / 1024} MB or smaller`,
  coverUnreadable: "We couldn't read that image. Try saving it again as a JPEG or PNG.",
} as const;

const M = BLOG_ADMIN_MESSAGES;

const optionalText = (max: number, message: string) =>
  singleLine(z.string().trim().max(max, message))
    .optional()
    .transform((v) => (v ? v : null));

/** the blog post form: create and edit send the whole post */
export const blogPostInput = z.object({
  title: singleLine(
    z
      .string({ error: M.titleRequired })
      .trim()
      .min(1, M.titleRequired)
      .max(BLOG_LIMITS.titleMax, M.titleTooLong),
  ),
  slug: z
    .string({ error: M.slugRequired })
    .trim()
    .min(1, M.slugRequired)
    .max(BLOG_LIMITS.slugMax, M.slugTooLong)
    .regex(SLUG_PATTERN, M.slugFormat),
  summary: singleLine(
    z
      .string({ error: M.summaryRequired })
      .trim()
      .min(BLOG_LIMITS.summaryMin, M.summaryRequired)
      .max(BLOG_LIMITS.summaryMax, M.summaryTooLong),
  ),
  body: multiLine(
    z.string({ error: M.bodyRequired }).trim().min(1, M.bodyRequired).max(BLOG_LIMITS.bodyMax, M.bodyTooLong),
  ),
  author: singleLine(
    z
      .string({ error: M.authorRequired })
      .trim()
      .min(1, M.authorRequired)
      .max(BLOG_LIMITS.authorMax, M.authorTooLong),
  ),
  seoTitle: optionalText(BLOG_LIMITS.seoTitleMax, M.seoTitleTooLong),
  seoDescription: optionalText(BLOG_LIMITS.seoDescriptionMax, M.seoDescriptionTooLong),
});
export type BlogPostFields = z.output<typeof blogPostInput>;

export const BLOG_DEFAULT_AUTHOR = "London Removals team";

// ---- partner offers (/partners) ----

export const OFFER_LIMITS = { titleMax: 90, partnerMax: 80, descriptionMax: 600, codeMax: 30 } as const;

export const OFFER_ADMIN_MESSAGES = {
  notFound: "We couldn't find that offer",
  titleRequired: "Give the offer a title",
  titleTooLong: `Keep the title to ${OFFER_LIMITS.titleMax} characters or fewer`,
  partnerRequired: "Name the partner making the offer",
  partnerTooLong: `Keep the partner's name to ${OFFER_LIMITS.partnerMax} characters or fewer`,
  descriptionRequired: "Describe the offer",
  descriptionTooLong: `Keep the description to ${OFFER_LIMITS.descriptionMax} characters or fewer`,
  codeFormat: `A code is letters, digits and hyphens, up to ${OFFER_LIMITS.codeMax} characters`,
  expiresFormat: "Enter the last day as a date, e.g. 2027-03-31",
  expiresPast: "The last day cannot be in the past",
  created: "Offer added: partner companies see it now",
  saved: "Offer saved",
  expired: "Offer ended: it has left the partners page",
  alreadyExpired: "This offer has already ended",
} as const;

const O = OFFER_ADMIN_MESSAGES;

/** "2027-02-31" is not a day */
const realDay = (v: string) => {
  const t = Date.parse(`${v}T12:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};

export const partnerOfferInput = z.object({
  title: singleLine(
    z
      .string({ error: O.titleRequired })
      .trim()
      .min(1, O.titleRequired)
      .max(OFFER_LIMITS.titleMax, O.titleTooLong),
  ),
  partner: singleLine(
    z
      .string({ error: O.partnerRequired })
      .trim()
      .min(1, O.partnerRequired)
      .max(OFFER_LIMITS.partnerMax, O.partnerTooLong),
  ),
  description: multiLine(
    z
      .string({ error: O.descriptionRequired })
      .trim()
      .min(1, O.descriptionRequired)
      .max(OFFER_LIMITS.descriptionMax, O.descriptionTooLong),
  ),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9-]{0,${OFFER_LIMITS.codeMax}}$`), O.codeFormat)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null)),
  /** the last day the offer runs (London), or none */
  expiresOn: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, O.expiresFormat)
    .refine((v) => !v || realDay(v), O.expiresFormat)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type PartnerOfferFields = z.output<typeof partnerOfferInput>;
