// Row ids are UUIDs. An id read from a URL or a link that is not one cannot name a row: the API answers
// "not found" without asking the database, so a malformed id never reaches a query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `s` has the form of a UUID (any version; upper or lower case). */
export const isUuid = (s: string): boolean => UUID.test(s);
