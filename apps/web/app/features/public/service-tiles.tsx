// docs/product/routes.md §2 service tiles: each links to the wizard with its move type (home adds &step=2, see tileHref).
import { Link } from "react-router";
import { ServiceIcon } from "./service-icon.tsx";
import type { TileView } from "./types.ts";

export function ServiceTiles({ tiles, caption }: { tiles: readonly TileView[]; caption: string | null }) {
  return (
    <ul className="pub-tiles">
      {tiles.map((t) => (
        <li key={t.name}>
          <Link to={t.href} className="pub-tile">
            <span className="pub-tile-icon">
              <ServiceIcon name={t.icon} />
            </span>
            <span className="pub-tile-name">{t.name}</span>
            <span className="pub-tile-blurb">{t.blurb}</span>
            {caption ? (
              <span className="pub-tile-caption">
                {caption} <span aria-hidden="true">→</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
