// Blog, contact, and the files search engines read (sitemap.xml, robots.txt). spec §2 "Open" group.
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const contentRoutes: RouteConfigEntry[] = [
  route("blogs", "routes/content/blogs.tsx"),
  route("blogs/:blogID", "routes/content/blog-post.tsx"),
  route("contact", "routes/content/contact.tsx"),
  route("sitemap.xml", "routes/content/sitemap.ts"),
  route("robots.txt", "routes/content/robots.ts"),
];
