// Forms that work without JavaScript (issue #28): a page's form posts natively to its own route (method="post"),
// whose action sends the fields, in-process, to the very API route the page's script calls. So a sign-in or a
// registration sent before the script has loaded, or when it never loads, meets the same checks, limits
// (per client address: the request keeps the visitor's address; per account) and answers as the script's, and
// sets the same cookie. Only the routes listed here can be reached this way.
import type { ApiAnswer, ApiBody } from "@rm/domain/api";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** the API routes a page's plain form may send to */
type PlainFormRoute =
  | "POST /auth/login"
  | "POST /companies/register"
  | "POST /auth/register/open"
  | "POST /companies/register/open"
  // issue #33: the phone for texts and "On our way" (apps/web routes/account/texts.tsx)
  | "POST /phone/code"
  | "POST /phone/verify"
  | "DELETE /phone"
  | "POST /company/leads/:leadId/on-our-way";

/** a plain form's fields are a few short values: anything longer is not one of our forms */
export const PLAIN_FORM_MAX_BYTES = 64 * 1024;

interface PlainFormAnswer<K extends PlainFormRoute> {
  statusCode: number;
  answer: ApiAnswer<K>;
  /** the Set-Cookie headers of the API's answer (the session it opened), for the page's answer */
  cookies: string[];
}

/**
 * sends a plain form's fields, as the route's body, to the API route the page's script calls (`params`: the
 * route's path parameters, ":leadId")
 */
type PlainFormSender = <K extends PlainFormRoute>(
  route: K,
  body: ApiBody<K>,
  params?: Record<string, string>,
) => Promise<PlainFormAnswer<K>>;

/** what a page's action calls (context.plainForm) */
export interface PlainForms {
  read: (request: Request) => Promise<URLSearchParams | null>;
  send: PlainFormSender;
}

/** the headers of the page's request that the API route reads too (who is calling, from which page) */
const PASSED_HEADERS = ["host", "origin", "cookie", "user-agent", "accept-language"] as const;

/** The plain forms of one page request: the API route sees the visitor's address and headers. */
export function plainFormsFor(app: FastifyInstance, req: FastifyRequest): PlainForms {
  return { read: readPlainForm, send: sender(app, req) };
}

function sender(app: FastifyInstance, req: FastifyRequest): PlainFormSender {
  return async (route, body, params = {}) => {
    const [method, template] = route.split(" ") as ["POST" | "DELETE", string];
    const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
    // a route without a body (DELETE /phone) is sent none: an empty JSON body is refused
    const headers: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
    for (const name of PASSED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const res = await app.inject({
      method,
      url: `/api${path}`,
      headers,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      remoteAddress: req.ip,
    });
    const setCookie = res.headers["set-cookie"];
    return {
      statusCode: res.statusCode,
      answer: res.json(),
      cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
    };
  };
}

/**
 * A plain form's fields (application/x-www-form-urlencoded, at most PLAIN_FORM_MAX_BYTES), or null when
 * the body is anything else.
 */
async function readPlainForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return null;
  if (Number(request.headers.get("content-length") ?? 0) > PLAIN_FORM_MAX_BYTES) return null;
  if (!request.body) return new URLSearchParams();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  const reader = request.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    seen += part.value.byteLength;
    // no form of ours is this long: stop reading (the connection may be cut; a real visitor never gets here)
    if (seen > PLAIN_FORM_MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}
