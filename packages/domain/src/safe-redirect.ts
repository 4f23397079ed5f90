// Where to go after logging in (`/login?next=…`): only a path on this site. The value is resolved the way a
// browser would resolve it (WHATWG URL: backslashes count as slashes, tabs and line breaks are dropped,
// "/./" and "/../" are folded) against a stand-in origin, and kept only when it stays on that origin; what is
// returned is the resolved path, so the browser can never read it differently than we checked it.

const ORIGIN = "https://same-site.invalid";

/** "/path?query#hash" on this site, or null when `next` is missing or could lead anywhere else. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== "string" || next === "" || next.length > 2000) return null;
  // anything but a single leading slash is a scheme, a host or a relative path: none is followed
  if (next[0] !== "/" || next[1] === "/" || next[1] === "\\") return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // the resolved path must mean the same when it is resolved again ("/.//evil" folds to "//evil")
  if (!path.startsWith("/") || path.startsWith("//") || new URL(path, ORIGIN).origin !== ORIGIN) return null;
  return path;
}
