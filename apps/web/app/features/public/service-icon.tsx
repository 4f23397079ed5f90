// Small original line icons for the five move types (decorative: the text beside them names the service).
import type { ServiceIcon as IconName } from "@rm/content/services";

const PATHS: Record<IconName, string> = {
  house: "M6 22V12l10-8 10 8v10a2 2 0 0 1-2 2h-5v-7h-6v7H8a2 2 0 0 1-2-2Z",
  van: "M3 9h15v11H3zM18 13h5l4 4v3h-9zM8 24a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM22 24a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  office: "M7 27V6h13v21M20 13h6v14M4 27h25M11 10h2M15 10h2M11 15h2M15 15h2M11 20h2M15 20h2M23 18h1M23 22h1",
  globe:
    "M16 28a12 12 0 1 0 0-24 12 12 0 0 0 0 24ZM4 16h24M16 4c3.5 3.4 5 7.4 5 12s-1.5 8.6-5 12c-3.5-3.4-5-7.4-5-12s1.5-8.6 5-12Z",
  storage: "M5 10l11-5 11 5v16H5zM9 26V15h14v11M9 19h14M9 23h14",
};

export function ServiceIcon({ name, size = 40 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="pub-icon"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
