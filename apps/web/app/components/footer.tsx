import { copyrightLine, contactLink, OGL_LINK, OS_ATTRIBUTION } from "@rm/content/site";
import type { SiteSettings } from "@rm/domain/site";
import { Link } from "react-router";
import { FOOTER_LINKS } from "../lib/nav.ts";

/** `site` and `year` come from the root loader (the server's settings and London's date). */
export function Footer({ site, year }: { site: SiteSettings | null; year: number }) {
  const contact = contactLink({ contactEmail: site?.contactEmail ?? null });
  const social = site?.socialLinks ?? [];
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div>
          <p className="footer-brand">London Removals Compare</p>
          <p>
            Free quotes from up to 6 vetted, insured removal companies across all 32 London boroughs and the
            City of London. No obligation, no commission, no hidden fees. We are a comparison service, not a
            mover.
          </p>
          <p>
            {contact.href.startsWith("mailto:") ? (
              <a href={contact.href}>{contact.label}</a>
            ) : (
              <Link to={contact.href}>{contact.label}</Link>
            )}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="footer-links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to + l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {social.length ? (
          <ul className="social-links" aria-label="Social media">
            {social.map((s) => (
              <li key={s.href}>
                <a href={s.href} rel="noopener noreferrer external" target="_blank">
                  {s.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="footer-attribution">
        {OS_ATTRIBUTION} Postcode data used under the{" "}
        <a href={OGL_LINK.href} rel="license noopener noreferrer external">
          {OGL_LINK.label}
        </a>
        .
      </p>
      <p className="copyright">{copyrightLine(year)}</p>
    </footer>
  );
}
