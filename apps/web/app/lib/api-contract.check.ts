// Compile-time proof of the typed client (`npm run typecheck` checks it; nothing imports it, nothing runs it):
// the answer's shape comes from the route map, so reading a field the route does not declare, calling a route
// that does not exist or sending a body the route does not read fails the typecheck.
import { api } from "./api.ts";

export async function contractChecks(roomId: string): Promise<number[]> {
  const page = await api("GET", `/conversations/${roomId}/messages?before=1`);
  if (!page.status) return [];
  // @ts-expect-error GET /conversations/:roomId/messages declares no such field
  void page.data.nextCursor;
  // @ts-expect-error no such route
  void api("GET", "/no-such-route");
  // @ts-expect-error POST /contact reads a contact message, not this
  void api("POST", "/contact", { nope: 1 });
  return page.data.messages.map((m) => m.id);
}
