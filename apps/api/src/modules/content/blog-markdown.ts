// A blog post's Markdown made into the HTML the public page shows: `marked` renders it (GitHub's flavour),
// headings get anchors, and `sanitize-html` keeps only an allow-list of tags and attributes, so raw HTML in
// the Markdown (a <script>, an onerror=, a javascript: link, a style) is removed, never run. Server only.
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z0-9#]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "strong",
    "em",
    "del",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowProtocolRelative: false,
  // a <script>'s or <style>'s words are dropped with the tag, not shown as text
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  // the page's policy loads images from our own site only: an image from elsewhere would only show broken
  exclusiveFilter: (frame) => frame.tag === "img" && !/^\/(?!\/)/.test(frame.attribs.src ?? ""),
  transformTags: {
    // a link leaving the site does not pass our page on, nor lend it our standing with search engines
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener nofollow" } : attribs,
      };
    },
    h1: "h2",
    h5: "h4",
    h6: "h4",
  },
};

/** the post's HTML, safe to put in the page as it is */
export function renderBlogMarkdown(markdown: string): string {
  const used = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const level = Math.min(4, Math.max(2, depth));
        const base = anchor(inner) || "section";
        let id = base;
        for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
        used.add(id);
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const html = marked.parse(markdown.replace(/\r\n/g, "\n"), { async: false });
  return sanitizeHtml(html, SANITISE);
}

/** about 200 words a minute, at least one */
export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.round(markdown.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length / 200));
