// Unique title, description, canonical URL and Open Graph tags for every page.
export const SITE_NAME = "London Removals Compare";
export const SITE_URL = "https://www.londonremovalscompare.co.uk";

export function pageMeta(p: { title: string; description: string; path: string; noindex?: boolean }) {
  const url = SITE_URL + (p.path === "/" ? "/" : p.path);
  const title = p.title.includes(SITE_NAME) ? p.title : `${p.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: p.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_GB" },
    ...(p.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
