// docs/product/routes.md §2 "Area pages": one template for the overview, regions, boroughs and neighbourhoods. Scrolls to
// the top on load, one main image (its height changes at 768 px, the spec's breakpoint: styles/public.css), a call
// to action to the quote wizard; popular services as tiles.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { AreaReviews, type AreaReviewsBlock } from "./area-reviews.tsx";
import { ContentPageView } from "./content-page.tsx";
import { ServiceTiles } from "./service-tiles.tsx";
import type { AreaImage, PageData } from "./types.ts";

export function AreaPage({
  data,
}: {
  data: PageData & { image: AreaImage; reviews?: AreaReviewsBlock | null };
}) {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  const services = data.page.sections.find((s) => s.id === "popular-services");
  return (
    <ContentPageView
      page={data.page}
      crumbs={data.crumbs}
      trust={data.trust}
      media={
        <img
          className="area-main-image"
          src={data.image.src}
          alt={data.image.alt}
          width="560"
          height="400"
          fetchPriority="high"
        />
      }
      slots={
        services ? { "popular-services": <ServiceTiles tiles={data.tiles} caption={data.tileCaption} /> } : {}
      }
      after={<AreaReviews block={data.reviews ?? null} />}
    />
  );
}
