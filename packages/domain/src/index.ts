// The language of the business, shared by the browser and the API. Pure TypeScript, no I/O.
export * from "./roles.ts";
export * from "./access.ts";
export * from "./api-shape.ts";
export * from "./auth.ts";
export * from "./lead/index.ts";
export * from "./postcode.ts";
