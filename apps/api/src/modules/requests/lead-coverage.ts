// GET /api/lead-coverage (issue 28): whether any vetted mover would take a move of this type from this postcode
// or storage area code now — asked by the wizard as soon as the step that asks the postcode is answered, so a
// move nobody covers says so before the last step. The same read as a held lead's preview (matching's
// planMatch: approved, not paused, offering the type, covering the place, insured, under its caps), without a
// date: a date can only narrow it, so "nobody" now means nobody on the day either.
import { LEAD_MESSAGES } from "@rm/domain";
import { districtOf } from "@rm/domain/duplicate-request";
import { parseStorageCode } from "@rm/domain/postcode";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest } from "../../lib/http.ts";
import { planMatch } from "../matching/index.ts";
import { locateLeadStart } from "./location.ts";

export interface Coverage {
  covered: boolean;
  /** the district or area code the answer is about ("SE1", "SW") */
  area: string;
}

export async function moversCover(db: DbOrTx, typeOfMove: string, from: string): Promise<Coverage> {
  const code = parseStorageCode(from);
  if (!code) throw badRequest(LEAD_MESSAGES.postcodeIncorrect, { from: LEAD_MESSAGES.postcodeIncorrect });
  const where = await locateLeadStart(
    db,
    code.kind === "postcode" ? { fromPostcode: code.postcode } : { fromAreaCode: code.areaCode },
  );
  const area = districtOf(code.kind === "postcode" ? code.postcode : code.areaCode) ?? "";
  const { picks } = await planMatch(
    db,
    {
      typeOfMove,
      fromLat: where.lat,
      fromLon: where.lon,
      fromBoroughCode: where.boroughCode,
      moveDate: null,
      endDate: null,
    },
    new Date(),
  );
  return { covered: picks.length > 0, area };
}
