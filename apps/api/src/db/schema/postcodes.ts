// Postcodes: the reference data (postcodes, districts) and the addresses at a postcode.
// The data model is split by resource; db/schema.ts re-exports every file.
import { doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";

export const postcodes = pgTable(
  "postcodes",
  {
    /** normalised "OUT IN" form */
    postcode: text("postcode").primaryKey(),
    /** no space, for prefix search as the person types */
    compact: text("compact").notNull(),
    outcode: text("outcode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    boroughCode: text("borough_code"),
  },
  (t) => [
    index("postcodes_compact_prefix_idx").using("btree", t.compact.op("text_pattern_ops")),
    index("postcodes_outcode_idx").on(t.outcode),
  ],
);

export const postcodeDistricts = pgTable("postcode_districts", {
  outcode: text("outcode").primaryKey(),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  boroughCode: text("borough_code").notNull(),
});

export const addresses = pgTable(
  "addresses",
  {
    udprn: integer("udprn").primaryKey(),
    postcode: text("postcode").notNull(),
    fullAddress: text("full_address").notNull(),
  },
  (t) => [index("addresses_postcode_idx").on(t.postcode)],
);
