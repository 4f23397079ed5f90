// docs/product/routes.md §2: area pages answer at every listed address (docs/product/decisions.md D1, D5); any other path redirects to /
// (D26: companies go on to their dashboard).
import { resolveAreaPath } from "@rm/content/areas/area-routes";
import { data, redirect } from "react-router";
import { AreaPage } from "../features/public/area-page.tsx";
import { breadcrumbLd, cacheHeaders, passLoaderHeaders, publicMeta } from "../features/public/page-meta.ts";
import { areaPageData, areaReviewsBlock } from "../features/public/public-data.server.ts";
import { guard } from "../lib/guards.ts";
import { STATIC_PAGE } from "../lib/static-page.ts";
import type { Route } from "./+types/catch-all";

export async function loader({ context, url }: Route.LoaderArgs) {
  const area = resolveAreaPath(url.pathname);
  if (!area) throw redirect(context.user?.isCompany ? "/account/dashboard" : "/");
  guard("open", context.user, url);
  const reviews = await areaReviewsBlock(context.services.reviews.recentForArea, area);
  return data({ ...areaPageData(area), reviews }, { headers: cacheHeaders(context.user) });
}

/** sent without React in the browser (lib/static-page.ts) */
export const handle = STATIC_PAGE;

export const headers = passLoaderHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? publicMeta(
        { title: d.page.title, description: d.page.description, path: d.canonical },
        breadcrumbLd(d.crumbs),
      )
    : [];

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <AreaPage data={loaderData} />;
}
