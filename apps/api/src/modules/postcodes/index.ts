// Postcodes: the London postcode reference data (shipped, imported on first start), where a postcode or area
// code is, whether a typed postcode is one we know, the autocomplete and the addresses at a postcode. The
// module's public face: other modules (lead intake, companies, bench) import from here.
export { postcodeCoverage } from "./coverage.ts";
export { seedDemoAddresses } from "./demo-addresses.ts";
export { cachedLocation } from "./location-cache.ts";
export { locateAreaCode, locateOutcode, locatePostcode } from "./locate.ts";
export type { AreaLocation, DistrictLocation, PostcodeLocation } from "./locate.ts";
export { searchPostcodes, searchPostcodesSql } from "./autocomplete.ts";
export { invalidatePostcodeIndex, postcodeIndexFor } from "./postcode-index.ts";
export { importPostcodeFile, upsertPostcodes } from "./import/import-file.ts";
export type { ImportOptions, ImportProgress, ImportResult } from "./import/import-file.ts";
export {
  importLondonPostcodes,
  loadDistricts,
  londonPostcodesTask,
  postcodeDistrictsTask,
} from "./reference-data.ts";
export { LONDON_POSTCODES_FILE, readLondonPostcodes, ukOutcodes } from "./reference-files.ts";
export { importPostcodeRows } from "./import/import-file.ts";
export { postcodeRoutes } from "./routes.ts";
