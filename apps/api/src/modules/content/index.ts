// Content served from the database or made from packages/content: blog articles (read by the pages), the
// partner offers (GET /api/partners/offers) and the free moving book (POST /api/send-pdf), and their seeds.
export { seedBlogPosts } from "./blog-seed.ts";
export { blogService } from "./blog-service.ts";
export { movingBookRoutes } from "./moving-book-routes.ts";
export { offerRoutes } from "./offer-routes.ts";
export { listOffers, seedOffers } from "./offers.ts";
