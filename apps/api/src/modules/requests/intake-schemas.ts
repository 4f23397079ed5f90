// The lead intake's schemas: the domain's, with "today" read through the API's per-minute cache
// (lib/london-today.ts), since every lead asks for it several times.
import { makeLeadSchemas } from "@rm/domain";
import { londonToday } from "../../lib/london-today.ts";

const schemas = makeLeadSchemas({ today: () => londonToday() });

export const leadSubmissionSchema = schemas.leadSubmissionSchema;
export const accountLeadSubmissionSchema = schemas.accountLeadSubmissionSchema;
