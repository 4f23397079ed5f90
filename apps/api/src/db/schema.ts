// The whole data model, re-exported from one file per resource under schema/ (drizzle-kit reads them all,
// drizzle.config.ts, and generates the committed migrations from them). Money is integer pence; times are
// timestamptz; every foreign key has an index (docs/architecture.md "Data"; db/foreign-key-indexes.test.ts).
export * from "./schema/accounts.ts";
export * from "./schema/postcodes.ts";
export * from "./schema/leads.ts";
export * from "./schema/mail.ts";
export * from "./schema/companies.ts";
export * from "./schema/quotes.ts";
export * from "./schema/reviews.ts";
export * from "./schema/conversations.ts";
export * from "./schema/content.ts";
export * from "./schema/texts.ts";
export * from "./schema/notifications.ts";
