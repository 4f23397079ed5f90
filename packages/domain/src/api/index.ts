// The contract between the browser and the API, declared once: for each route ("METHOD /path" under /api,
// `:name` for a path parameter), the body it reads when it has one and the answers it sends, per status code.
// The API's routes spread their entry into their `schema` (so the answers are validated and serialised through
// these schemas, and /api/docs shows them); the browser's client (apps/web/app/lib/api.ts) imports only the
// *types* below, so zod never reaches the browser through it.
import type { z } from "zod";
import { accountsApi } from "./accounts.ts";
import { adminApi } from "./admin.ts";
import { companiesApi, documentsApi } from "./companies.ts";
import { contactInboxApi } from "./contact-inbox.ts";
import { contentAdminApi } from "./content-admin.ts";
import { contentApi } from "./content.ts";
import { conversationsApi } from "./conversations.ts";
import type { RouteContract } from "./envelope.ts";
import { moversDayApi } from "./movers-day.ts";
import { notificationsApi } from "./notifications.ts";
import { postcodesApi } from "./postcodes.ts";
import { reviewsApi } from "./reviews.ts";
import { bookingsApi, quotesApi } from "./quotes.ts";
import { requestsApi } from "./requests.ts";
import { systemApi } from "./system.ts";
import { textsApi } from "./texts.ts";

export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./companies.ts";
export * from "./contact-inbox.ts";
export * from "./content.ts";
export * from "./content-admin.ts";
export * from "./conversations.ts";
export * from "./envelope.ts";
export * from "./ids.ts";
export * from "./movers-day.ts";
export * from "./notifications.ts";
export * from "./postcodes.ts";
export * from "./quotes.ts";
export * from "./requests.ts";
export * from "./reviews.ts";
export * from "./system.ts";
export * from "./texts.ts";

export const API_ROUTES = {
  ...systemApi,
  ...postcodesApi,
  ...contentApi,
  ...accountsApi,
  ...requestsApi,
  ...quotesApi,
  ...bookingsApi,
  ...companiesApi,
  ...documentsApi,
  ...reviewsApi,
  ...conversationsApi,
  ...adminApi,
  ...moversDayApi,
  ...contactInboxApi,
  ...contentAdminApi,
  ...textsApi,
  ...notificationsApi,
} satisfies Record<string, RouteContract>;

type ApiRoutes = typeof API_ROUTES;
export type ApiRouteKey = keyof ApiRoutes & string;
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Responses<K extends ApiRouteKey> = ApiRoutes[K]["response"];
type Wire<S> = S extends z.ZodType ? z.input<S> : S extends { content: unknown } ? Blob : never;
/** What the browser receives from route K: the union of its answers' JSON bodies (as sent on the wire). */
export type ApiAnswer<K extends ApiRouteKey> = {
  [S in keyof Responses<K>]: Wire<Responses<K>[S]>;
}[keyof Responses<K>];
/** The body route K reads (what the browser sends), or undefined when it reads none. */
export type ApiBody<K extends ApiRouteKey> = ApiRoutes[K] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;
