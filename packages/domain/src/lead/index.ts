// The lead and the quote wizard: options, defaults, messages, schemas and step plans (docs/product/routes.md §2; docs/product/wizard.md §3-§5).
export * from "./access.ts";
export * from "./council-of.ts";
export * from "./dates.ts";
export * from "./defaults.ts";
export * from "./field-specs.ts";
export * from "./messages.ts";
export * from "./options.ts";
export * from "./phone.ts";
export * from "./schemas.ts";
export * from "./step-check.ts";
export * from "./steps.ts";
export * from "./wizard-submission.ts";
