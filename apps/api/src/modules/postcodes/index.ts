// The postcode module's public face: other modules (lead intake, matching, bench) import from here.
export { locateAreaCode, locateOutcode, locatePostcode } from "./locate.ts";
export type { AreaLocation, DistrictLocation, PostcodeLocation } from "./locate.ts";
export { searchPostcodes, searchPostcodesSql } from "./autocomplete.ts";
export { invalidatePostcodeIndex, postcodeIndexFor } from "./postcode-index.ts";
export { importPostcodeFile, upsertPostcodes } from "./import/import-file.ts";
export type { ImportOptions, ImportProgress, ImportResult } from "./import/import-file.ts";
export { importLondonPostcodes, loadDistricts, LONDON_POSTCODES_FILE } from "./reference-data.ts";
export { postcodeRoutes } from "./routes.ts";
