// /t/:code — the short link a text carries (issue #33): the lead's id in 22 characters, no secret. A mover goes
// to the lead's page, anyone else to the request's page (each page checks who may see it); a visitor signs in
// first and comes back here.
import { leadIdOfCode } from "@rm/domain/texts";
import { data, redirect } from "react-router";
import type { Route } from "./+types/text-link";

export function loader({ context, params }: Route.LoaderArgs) {
  const leadId = leadIdOfCode(params.code);
  if (!leadId) throw data({ message: "This link is not right. Open the site and sign in." }, { status: 404 });
  const headers = { "Cache-Control": "no-store" };
  if (!context.user) throw redirect(`/login?next=${encodeURIComponent(`/t/${params.code}`)}`, { headers });
  const to = context.user.isCompany
    ? `/account/dashboard/leads/${leadId}`
    : `/client/removal-requests/${leadId}`;
  throw redirect(to, { headers });
}
