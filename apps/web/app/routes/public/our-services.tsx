// /our-services and the services/* catch-all index (docs/product/routes.md §2, open): the services with their tiles.
import { OUR_SERVICES_PAGE } from "@rm/content/services";
import { data } from "react-router";
import { LinkList } from "../../features/public/content-blocks.tsx";
import { ContentPageView } from "../../features/public/content-page.tsx";
import {
  breadcrumbLd,
  cacheHeaders,
  passLoaderHeaders,
  publicMeta,
} from "../../features/public/page-meta.ts";
import { pageData } from "../../features/public/public-data.server.ts";
import { ServiceTiles } from "../../features/public/service-tiles.tsx";
import { guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import type { Route } from "./+types/our-services";

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  return data(pageData(OUR_SERVICES_PAGE), { headers: cacheHeaders(context.user) });
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

export default function OurServicesRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, trust, tiles, tileCaption } = loaderData;
  const services = page.sections.find((s) => s.id === "services");
  return (
    <ContentPageView
      page={page}
      crumbs={crumbs}
      trust={trust}
      slots={{
        services: (
          <>
            <ServiceTiles tiles={tiles} caption={tileCaption} />
            {services?.links ? <LinkList links={services.links} label="Read about each service" /> : null}
          </>
        ),
      }}
    />
  );
}
