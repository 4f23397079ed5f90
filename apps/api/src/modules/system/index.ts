// System: GET /api/health and /api/ready.
export { systemRoutes } from "./routes.ts";
