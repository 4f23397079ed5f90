// Browser-side calls to /api, typed from the route map declared once in @rm/domain/api (the API's routes
// validate and serialise their answers with the same schemas). Only types come from there: no zod reaches the
// browser through this file. docs/product/wizard.md §8: a network failure answers
// {status:false, message:'Connection Error'} ('Error occured: …' for a signed-in POST or DELETE, issue #17); an
// answer that is not JSON answers {status:false, message} too.
import type { ApiAnswer, ApiBody, ApiMethod, ApiRouteKey } from "@rm/domain/api";

/** "/conversations/:roomId/messages" -> `/conversations/${string}/messages` */
type Filled<P extends string> = P extends `${infer A}:${string}/${infer R}`
  ? `${A}${string}/${Filled<R>}`
  : P extends `${infer A}:${string}`
    ? `${A}${string}`
    : P;
type WithQuery<P extends string> = P | `${P}?${string}`;
type NoSlash<S extends string> = S extends `${string}/${string}` ? false : true;
/** whether a concrete path fits a route's pattern, a parameter standing for one segment */
type Fits<Pattern extends string, P extends string> = Pattern extends `${infer A}:${string}/${infer R}`
  ? P extends `${A}${infer Segment}/${infer Rest}`
    ? NoSlash<Segment> extends true
      ? Fits<R, Rest>
      : false
    : false
  : Pattern extends `${infer A}:${string}`
    ? P extends `${A}${infer Segment}`
      ? Segment extends `${string}?${string}`
        ? true
        : NoSlash<Segment>
      : false
    : P extends WithQuery<Pattern>
      ? true
      : false;

/** every path the API answers for this method, parameters filled with any segment */
export type ApiPath<M extends ApiMethod> = {
  [K in ApiRouteKey]: K extends `${M} ${infer P}` ? WithQuery<Filled<P>> : never;
}[ApiRouteKey];
/** the route a method and a concrete path call */
export type ApiRouteOf<M extends ApiMethod, P extends string> = P extends unknown
  ? {
      [K in ApiRouteKey]: K extends `${M} ${infer Pattern}`
        ? Fits<Pattern, P> extends true
          ? K
          : never
        : never;
    }[ApiRouteKey]
  : never;

/** what the client answers when the server did not (network) or answered something that is not JSON */
export type ClientFailure = {
  status: false;
  message: string;
  errors?: Record<string, string>;
};
export type ApiResponse<K extends ApiRouteKey> = ApiAnswer<K> | ClientFailure;

declare const unchecked: unique symbol;
/** a generic form's fields, sent as they are for the route's own schema to check (see `formBody`) */
export type FormBody = Record<string, unknown> & { [unchecked]: true };
/**
 * For the few generic forms (the admin decision forms) that post fields a caller chose, to several routes:
 * the server's schema is the check. Everything else sends the body type its route declares.
 */
export const formBody = (fields: Record<string, unknown>) => fields as FormBody;

type BodyArg<K extends ApiRouteKey> =
  ApiBody<K> extends undefined ? [body?: unknown] : [body: ApiBody<K> | FormBody];

/**
 * Calls `METHOD /api{path}`: the path names the route (parameters filled in, a query string allowed), the
 * body is what the route reads, and the answer is typed from its declared responses.
 */
export function api<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...rest: [...BodyArg<ApiRouteOf<M, P>>, headers?: Record<string, string>]
): Promise<ApiResponse<ApiRouteOf<M, P>>>;
export async function api(
  method: ApiMethod,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ClientFailure | { status: boolean }> {
  return call(method, path, {
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A multipart upload (a certificate, the logo): the form's fields and file, the answer typed as `api`'s. */
export function upload<P extends ApiPath<"POST">>(
  path: P,
  form: FormData,
): Promise<ApiResponse<ApiRouteOf<"POST", P>>>;
export async function upload(path: string, form: FormData): Promise<ClientFailure | { status: boolean }> {
  return call("POST", path, { body: form });
}

/** whether the browser holds a signed-in session (set by the app's root from the page's user; a guest is not) */
let signedIn = false;
export function setSignedIn(value: boolean) {
  signedIn = value;
}

/**
 * docs/product/wizard.md §8 (spec §8): when the server cannot be reached, a signed-in POST or DELETE answers
 * "Error occured: {the error's message}" (the spec's spelling); any other call "Connection Error".
 */
function networkFailureMessage(method: ApiMethod, error: unknown): string {
  if (signedIn && (method === "POST" || method === "DELETE")) {
    const message = error instanceof Error && error.message ? error.message : "Connection Error";
    return `Error occured: ${message}`;
  }
  return "Connection Error";
}

async function call(
  method: ApiMethod,
  path: string,
  init: { headers?: Record<string, string>; body?: string | FormData },
): Promise<ClientFailure | { status: boolean }> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method, credentials: "same-origin", ...init });
  } catch (error) {
    return { status: false, message: networkFailureMessage(method, error) };
  }
  const json = (await res.json().catch(() => null)) as { status: boolean } | null;
  return json ?? { status: false, message: `Error occured: ${res.status}` };
}
