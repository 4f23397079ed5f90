// Issue #28: the action of every admin page that holds decision forms (AdminActionForm): the decision runs
// in the API's service (context.services.admin.act), with or without JavaScript; the answer goes back to the
// page, with the refusal's status.
import { type AppLoadContext, data } from "react-router";
import { guard } from "../../lib/guards.ts";

export async function adminAction({ context, request }: { context: AppLoadContext; request: Request }) {
  guard("admin", context.user, request);
  const result = await context.services.admin.act(context.user, request);
  return data(result, { status: result.ok ? 200 : result.status });
}
