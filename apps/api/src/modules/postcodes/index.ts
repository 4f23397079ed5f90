// Postcodes: the London postcode reference data (shipped, imported on first start), where a postcode or area
// code is, whether a typed postcode is one we know, the autocomplete and the addresses at a postcode. The
// module's public face: other modules (lead intake, companies, bench) import from here.
export { postcodeCoverage } from "./coverage.ts";
export { seedDemoAddresses } from "./demo-addresses.ts";
export { distanceBetween } from "./distance.ts";
export { cachedLocation } from "./location-cache.ts";
export { locateAreaCode, locateOutcode, locatePostcode } from "./locate.ts";
export { searchPostcodes, searchPostcodesSql } from "./autocomplete.ts";
export { importPostcodeFile } from "./import/import-file.ts";
export type { ImportProgress } from "./import/import-file.ts";
export { importLondonPostcodes, londonPostcodesTask, postcodeDistrictsTask } from "./reference-data.ts";
export { readLondonPostcodes } from "./reference-files.ts";
export { postcodeRoutes } from "./routes.ts";
