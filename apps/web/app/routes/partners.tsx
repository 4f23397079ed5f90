// /partners — partner offers (the spec's "PARTNERS OFFERS": one label, lib/nav.ts PARTNER_OFFERS; company only,
// docs/product/routes.md §2): deals for partner companies, from the database.
import { guard } from "../lib/guards.ts";
import { PARTNER_OFFERS } from "../lib/nav.ts";
import { pageMeta } from "../lib/seo.ts";
import "../styles/quotes.css";
import type { Route } from "./+types/partners";
import { DashboardNav } from "../features/dashboard/dashboard-nav.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: PARTNER_OFFERS,
    description: "Discounts on packing materials, van hire, insurance and fuel for partner movers.",
    path: "/partners",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("company", context.user, url);
  return { offers: await context.services.quotes.partnerOffers() };
}

export default function Partners({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container quote-page">
      <DashboardNav />
      <h1>{PARTNER_OFFERS}</h1>
      <p>
        Deals our partners offer to vetted movers on London Removals Compare. Quote the code when you order.
      </p>
      {loaderData.offers.length === 0 ? (
        <p className="notice">No offers right now. Check back soon.</p>
      ) : (
        <div className="grid">
          {loaderData.offers.map((o) => (
            <article key={o.id} className="card stack">
              <h2>{o.title}</h2>
              <p className="muted">From {o.partner}</p>
              <p>{o.description}</p>
              {o.code ? (
                <p>
                  Code: <span className="offer-code">{o.code}</span>
                </p>
              ) : (
                <p>No code needed: mention London Removals Compare.</p>
              )}
              {o.expiresLabel ? <p className="muted">Until {o.expiresLabel}</p> : null}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
