// Browser-side calls to /api. docs/product/wizard.md §8: a network failure answers {status:false, message:'Connection Error'}.
import type { ApiResult } from "@rm/domain";

export async function api<T = unknown>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T> & Record<string, unknown>> {
  try {
    const res = await fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as (ApiResult<T> & Record<string, unknown>) | null;
    return json ?? { status: false, message: `Error occured: ${res.status}` };
  } catch {
    return { status: false, message: "Connection Error" };
  }
}
