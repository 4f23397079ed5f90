// Content served from the database or made from packages/content: blog articles (read by the pages; written
// by admins, issue #19), the partner offers (GET /api/partners/offers; admins add, edit and end them) and
// the free moving book (POST /api/send-pdf), and their seeds.
export { seedBlogPosts } from "./blog-seed.ts";
export { blogService } from "./blog-service.ts";
export { blogAdmin } from "./content-admin.ts";
export { offerAdmin } from "./offer-admin.ts";
export { contentAdminRoutes } from "./content-admin-routes.ts";
export { movingBookRoutes } from "./moving-book-routes.ts";
export { offerRoutes } from "./offer-routes.ts";
export { listOffers, seedOffers } from "./offers.ts";
export { contentAdminWebService } from "./web-service.ts";
export { contentMailSamples } from "./mail-samples.ts";
