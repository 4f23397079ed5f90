// Shared access scopes, written once: what a customer may see of requests (ownLeads) and which company may
// work (companyIsActive, companyOf). Every feature that queries a customer's leads or a company's work
// imports them from here; this module imports no other module, so anyone may use it without a cycle.
export { type ClientCaller, clientCaller, ownLeads } from "./client.ts";
export { companyIsActive, companyOf, companyStanding, refuseInactiveCompany } from "./company.ts";
