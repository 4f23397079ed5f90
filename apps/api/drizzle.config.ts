import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // every table file (db/schema.ts re-exports them for the app)
  schema: "./src/db/schema/*.ts",
  out: "./drizzle",
});
