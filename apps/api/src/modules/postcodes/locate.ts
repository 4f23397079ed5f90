// Where a postcode or area code is, for matching movers to a move: the postcode's own position when the
// `postcodes` table knows it, otherwise its district's centroid (the compact district table, or the mean
// of the district's imported postcodes).
import { isAreaCode, normaliseAreaCode, normalisePostcode, outcodeOf } from "@rm/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { postcodeDistricts, postcodes } from "../../db/schema.ts";

export interface PostcodeLocation {
  /** normalised "OUT IN" form */
  postcode: string;
  outcode: string;
  lat: number;
  lon: number;
  /** GSS code of the local authority (E09… for a London borough), null when unknown */
  boroughCode: string | null;
  /** "postcode": the postcode's own position; "district": its district's centroid */
  precision: "postcode" | "district";
}

export interface AreaLocation {
  areaCode: string;
  lat: number;
  lon: number;
  /** the borough most of the area's districts lie in */
  boroughCode: string | null;
  /** how many London districts the area has */
  districts: number;
}

export interface DistrictLocation {
  outcode: string;
  lat: number;
  lon: number;
  boroughCode: string | null;
}

/** A district ("SW1A") from the district table, else from the mean of its imported postcodes. */
export async function locateOutcode(db: DbOrTx, outcode: string): Promise<DistrictLocation | null> {
  const code = outcode.trim().toUpperCase();
  const [d] = await db.select().from(postcodeDistricts).where(eq(postcodeDistricts.outcode, code)).limit(1);
  if (d) return { outcode: d.outcode, lat: d.lat, lon: d.lon, boroughCode: d.boroughCode };
  const [m] = await db
    .select({
      n: sql<number>`count(*)::int`,
      lat: sql<number>`avg(${postcodes.lat})`,
      lon: sql<number>`avg(${postcodes.lon})`,
      boroughCode: sql<string | null>`mode() WITHIN GROUP (ORDER BY ${postcodes.boroughCode})`,
    })
    .from(postcodes)
    .where(eq(postcodes.outcode, code));
  if (!m || Number(m.n) === 0) return null;
  return { outcode: code, lat: Number(m.lat), lon: Number(m.lon), boroughCode: m.boroughCode };
}

/** A full postcode (any case/spacing); null when it is not a postcode or neither it nor its district is known. */
export async function locatePostcode(db: DbOrTx, input: string): Promise<PostcodeLocation | null> {
  const postcode = normalisePostcode(input);
  const outcode = outcodeOf(postcode);
  if (!outcode) return null;
  const [row] = await db.select().from(postcodes).where(eq(postcodes.postcode, postcode)).limit(1);
  if (row)
    return {
      postcode,
      outcode,
      lat: row.lat,
      lon: row.lon,
      boroughCode: row.boroughCode,
      precision: "postcode",
    };
  const district = await locateOutcode(db, outcode);
  if (!district) return null;
  return { ...district, postcode, outcode, precision: "district" };
}

/**
 * docs/product/decisions.md D13: the storage flow's 1–3 letter area code ("SW", "e", "EC"): the mean centroid of its London
 * districts (SW → SW1A … SW20; "E" does not include EC). Null when London has no such area.
 */
export async function locateAreaCode(db: DbOrTx, input: string): Promise<AreaLocation | null> {
  if (!isAreaCode(input)) return null;
  const areaCode = normaliseAreaCode(input);
  const [m] = await db
    .select({
      n: sql<number>`count(*)::int`,
      lat: sql<number>`avg(${postcodeDistricts.lat})`,
      lon: sql<number>`avg(${postcodeDistricts.lon})`,
      boroughCode: sql<string | null>`mode() WITHIN GROUP (ORDER BY ${postcodeDistricts.boroughCode})`,
    })
    .from(postcodeDistricts)
    .where(sql`substring(${postcodeDistricts.outcode} from '^[A-Z]+') = ${areaCode}`);
  if (!m || Number(m.n) === 0) return null;
  return {
    areaCode,
    lat: Math.round(Number(m.lat) * 1000) / 1000,
    lon: Math.round(Number(m.lon) * 1000) / 1000,
    boroughCode: m.boroughCode,
    districts: Number(m.n),
  };
}
