// The open and partner content pages (docs/product/routes.md §2): how it works, moving resources, the 2025 cost guide, about,
// moving tips, terms, data protection, returns, partner terms, testing, locations and the partner landing /company.
import { withSiteSettings } from "@rm/content/site";
import { data } from "react-router";
import { ContentPageView } from "../../features/public/content-page.tsx";
import {
  breadcrumbLd,
  cacheHeaders,
  passLoaderHeaders,
  publicMeta,
} from "../../features/public/page-meta.ts";
import { contentPageFor, pageData, pathOf } from "../../features/public/public-data.server.ts";
import { type GuardGroup, guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import type { Route } from "./+types/content";

/** docs/product/routes.md §2 route table: these are not served to companies; /company is for logged-out visitors only. */
const GUARDS: Record<string, GuardGroup> = {
  "/resources/how-it-works": "notCompany",
  "/resources/moving-resources": "notCompany",
  "/moving-cost-calculator-2025": "notCompany",
  "/company": "loggedOut",
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const path = pathOf(url);
  guard(GUARDS[path] ?? "open", context.user, url);
  const page = contentPageFor(path);
  if (!page) throw data(null, { status: 404 });
  // legal pages name who is responsible and how to reach them, from the settings
  return data(pageData(withSiteSettings(page, context.services.site)), {
    headers: cacheHeaders(context.user),
  });
}

/** sent without React in the browser (lib/static-page.ts) */
export const handle = STATIC_PAGE;

export const headers = passLoaderHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? publicMeta(
        { title: d.page.title, description: d.page.description, path: d.canonical, noindex: d.page.noindex },
        breadcrumbLd(d.crumbs),
      )
    : [];

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, trust } = loaderData;
  return <ContentPageView page={page} crumbs={crumbs} trust={page.path === "/company" ? undefined : trust} />;
}
