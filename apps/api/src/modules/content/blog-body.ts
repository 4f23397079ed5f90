// Article bodies as stored in blog_posts.body: paragraphs separated by blank lines, "## " starts a heading,
// a paragraph whose every line starts with "- " is a list. Parsed here so pages render plain blocks.
export type BlogBlock =
  | { kind: "heading"; text: string; id: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function parseBlogBody(body: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  const used = new Set<string>();
  for (const raw of body.replace(/\r\n/g, "\n").split(/\n\s*\n/)) {
    const chunk = raw.trim();
    if (!chunk) continue;
    if (chunk.startsWith("## ")) {
      const text = chunk.slice(3).replace(/\s+/g, " ").trim();
      let id = anchor(text) || "section";
      for (let n = 2; used.has(id); n++) id = `${anchor(text)}-${n}`;
      used.add(id);
      blocks.push({ kind: "heading", text, id });
      continue;
    }
    const lines = chunk.split("\n").map((l) => l.trim());
    if (lines.every((l) => l.startsWith("- "))) {
      blocks.push({ kind: "list", items: lines.map((l) => l.slice(2).trim()) });
      continue;
    }
    blocks.push({ kind: "paragraph", text: lines.join(" ") });
  }
  return blocks;
}

/** about 200 words a minute, at least one */
export const readingMinutes = (body: string) =>
  Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / 200));
