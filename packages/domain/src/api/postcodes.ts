// The postcode calls: the autocomplete, a postcode's coverage, the addresses at a postcode.
import { z } from "zod";
import { POSTCODE_COVERAGE } from "../postcode-service.ts";
import { answered, responses } from "./envelope.ts";

export const postcodesApi = {
  "GET /autocomplete/postcode": {
    response: responses({ 200: answered(z.array(z.object({ postcode: z.string() }))) }),
  },
  "GET /postcodes/check": {
    response: responses({
      200: answered(z.object({ postcode: z.string(), coverage: z.enum(POSTCODE_COVERAGE) })),
    }),
  },
  // issue #32: the wizard's price guide measures the move with the server's postcode points
  "GET /postcodes/distance": {
    response: responses({
      200: answered(
        z
          .object({ miles: z.number(), roadMiles: z.number(), exact: z.boolean(), label: z.string() })
          .nullable(),
      ),
    }),
  },
  "GET /autocomplete/addresses/:postcode": {
    response: responses({
      200: answered(z.array(z.object({ full_address: z.string(), udprn: z.number().int() }))),
    }),
  },
} as const;
