// A page's form body (a no-JavaScript POST through React Router's action), read into memory only up to a
// limit: a larger declared length is refused unread, and a body without one (chunked) is refused once it
// passes the limit; the rest is read and dropped, so the browser gets the answer rather than a reset.
export type BoundedForm = { ok: true; form: FormData } | { ok: false };

export async function readBoundedForm(request: Request, maxBytes: number): Promise<BoundedForm> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return { ok: false };
  if (!request.body) return { ok: true, form: await request.formData() };
  let seen = 0;
  let over = false;
  const capped = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) over = true;
        if (!over) controller.enqueue(chunk);
      },
      flush(controller) {
        if (over) controller.error(new Error("form too large"));
      },
    }),
  );
  const init: RequestInit & { duplex: "half" } = {
    method: request.method,
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body: capped,
    duplex: "half",
  };
  try {
    const form = await new Request(request.url, init).formData();
    return over ? { ok: false } : { ok: true, form };
  } catch (err) {
    if (over) return { ok: false };
    throw err;
  }
}
