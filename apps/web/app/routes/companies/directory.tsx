// /companies (client only, docs/product/routes.md §2): approved removal companies, searchable by name, borough and service.
// A plain GET form: the search runs on the server and works without JavaScript.
import { plural } from "@rm/domain/text";
import { Form, Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/quotes.css";
import { Rating } from "../../components/rating.tsx";
import type { Route } from "./+types/directory";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Removal companies",
    description: "Vetted, insured London removal companies: search by name, borough and service.",
    path: "/companies",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("client", context.user, url);
  const q = url.searchParams;
  return context.services.quotes.companies({
    search: q.get("search") ?? undefined,
    borough: q.get("borough") ?? undefined,
    service: q.get("service") ?? undefined,
  });
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { companies, options, query } = loaderData;
  const filtered = Boolean(query.search || query.borough || query.service);
  return (
    <section className="container quote-page">
      <h1>Removal companies</h1>
      <p>
        Every company here is vetted, with Goods in Transit and Public Liability insurance we have checked.
      </p>
      <Form method="get" className="directory-filters" role="search">
        <div className="field">
          <label htmlFor="search">Company name</label>
          <input id="search" name="search" type="search" defaultValue={query.search} />
        </div>
        <div className="field">
          <label htmlFor="borough">Borough</label>
          <select id="borough" name="borough" defaultValue={query.borough}>
            <option value="">Any borough</option>
            {options.boroughs.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="service">Service</label>
          <select id="service" name="service" defaultValue={query.service}>
            <option value="">Any service</option>
            {options.services.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            Search
          </button>
          {filtered ? <Link to="/companies">Clear</Link> : null}
        </div>
      </Form>
      <p className="muted" aria-live="polite">
        {plural(companies.length, "company", "companies")}
        {filtered ? (companies.length === 1 ? " matches your search." : " match your search.") : "."}
      </p>
      {companies.length === 0 ? (
        <p className="notice">No companies match. Try another borough or service, or clear the search.</p>
      ) : (
        <div className="directory-list">
          {companies.map((c) => (
            <article key={c.id} className="card">
              <h2>
                <Link to={c.profilePath}>{c.name}</Link>
              </h2>
              <p className="muted">
                {c.borough ? `Based in ${c.borough}` : "London"} · {c.yearsTrading} years trading
              </p>
              <Rating rating={c.rating} count={c.reviewCount} />
              <p>{c.description}</p>
              <ul className="service-badges" aria-label="Services">
                {c.services.map((s) => (
                  <li key={s} className="badge">
                    {s}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
