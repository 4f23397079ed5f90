// Issue #28: the action of every admin page that holds decision forms (AdminActionForm): the decision runs
// in the API's service (context.services.admin.act), with or without JavaScript; the answer goes back to the
// page, with the refusal's status.
import { data, type RouterContextProvider } from "react-router";
import { guard } from "../../lib/guards.ts";

export async function adminAction({
  context,
  request,
  url,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}) {
  guard("admin", context.user, url);
  const result = await context.services.admin.act(context.user, request);
  return data(result, { status: result.ok ? 200 : result.status });
}
