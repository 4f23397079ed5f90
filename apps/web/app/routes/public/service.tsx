// The five service pages (docs/product/routes.md §2, not served to companies): house, man and van, business,
// international and storage. One template; the copy and prices come from the domain.
import { serviceBySlug } from "@rm/content/services";
import { data } from "react-router";
import { ContentPageView } from "../../features/public/content-page.tsx";
import {
  breadcrumbLd,
  cacheHeaders,
  passLoaderHeaders,
  publicMeta,
} from "../../features/public/page-meta.ts";
import { pageData, pathOf } from "../../features/public/public-data.server.ts";
import { ServiceIcon } from "../../features/public/service-icon.tsx";
import { ServiceTiles } from "../../features/public/service-tiles.tsx";
import { guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import type { Route } from "./+types/service";

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("notCompany", context.user, url);
  const service = serviceBySlug(pathOf(url).split("/")[2] ?? "");
  if (!service) throw data(null, { status: 404 });
  const { slug, name, typeOfMove, ...page } = service;
  const d = pageData(page);
  const icon = d.tiles.find((t) => t.name === typeOfMove)?.icon ?? "house";
  return data({ ...d, name, icon }, { headers: cacheHeaders(context.user) });
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

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, trust, tiles, tileCaption, icon } = loaderData;
  return (
    <ContentPageView
      page={page}
      crumbs={crumbs}
      trust={trust}
      media={
        <span className="pub-hero-icon">
          <ServiceIcon name={icon} size={120} />
        </span>
      }
      after={
        <section className="pub-section" aria-labelledby="all-moves-heading">
          <h2 id="all-moves-heading">Compare quotes for any kind of move</h2>
          <ServiceTiles tiles={tiles} caption={tileCaption} />
        </section>
      }
    />
  );
}
