import { Link } from "react-router";
import { CONTACT_EMAIL, FOOTER_LINKS, SOCIAL_LINKS } from "../lib/nav.ts";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div>
          <p className="footer-brand">London Removals Compare</p>
          <p>
            Free quotes from up to 6 vetted, insured removal companies across all 32 London boroughs. No
            obligation, no commission, no hidden fees. We are a comparison service, not a mover.
          </p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
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
        <ul className="social-links" aria-label="Social media">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.to}>
              <a href={s.to} rel="noopener noreferrer external" target="_blank">
                {s.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="copyright">© 2025 London Removals Compare. All rights reserved.</p>
    </footer>
  );
}
