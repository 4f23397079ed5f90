// /account/texts (issue #33): the plain forms of the phone for texts (ask for a code, verify it, remove the number)
// and the mover's "On our way", posted natively when the page's script has not loaded or never does. Each goes
// in-process to the API route the script calls (context.plainForm.send: the same service, checks and limits, per
// account and per client address), then back to its page with the answer's key in the address (?texts=codeSent,
// ?onway=onWaySent): the page shows that one message of ours (@rm/domain/texts textNotice), never typed words.
import { isUuid } from "@rm/domain/ids";
import { PLAIN_FORM_MESSAGES } from "@rm/domain/page-faults";
import { safeNextPath } from "@rm/domain/safe-redirect";
import { textMessageKey } from "@rm/domain/texts";
import { redirect } from "react-router";
import type { Route } from "./+types/texts";

/** nothing to show here: a GET goes to the settings */
export const loader = () => redirect("/account/notifications");

/** the page the phone's form came from: a path on this site, without its query (the answer's key replaces it) */
function backTo(raw: string | null): string {
  const safe = safeNextPath(raw);
  return safe ? new URL(safe, "http://site.invalid").pathname : "/account/notifications";
}

const answerTo = (path: string, param: string, message: string, anchor: string) =>
  redirect(`${path}?${param}=${textMessageKey(message)}#${anchor}`);

export async function action({ context, request }: Route.ActionArgs) {
  if (!context.user) throw redirect("/login");
  const form = await context.plainForm.read(request);
  if (!form) return new Response(PLAIN_FORM_MESSAGES.unreadable, { status: 400 });
  const intent = form.get("intent");
  if (intent === "on-way") {
    const leadId = form.get("leadId") ?? "";
    if (!isUuid(leadId)) return new Response(PLAIN_FORM_MESSAGES.unreadable, { status: 400 });
    const sent = await context.plainForm.send(
      "POST /company/leads/:leadId/on-our-way",
      { eta: form.get("eta") ?? "" },
      { leadId },
    );
    return answerTo(`/account/dashboard/leads/${leadId}`, "onway", sent.answer.message, "on-way");
  }
  const back = backTo(form.get("back"));
  const phone = form.get("phone") ?? "";
  const sent =
    intent === "verify"
      ? await context.plainForm.send("POST /phone/verify", { phone, code: form.get("code") ?? "" })
      : intent === "remove"
        ? await context.plainForm.send("DELETE /phone", undefined)
        : await context.plainForm.send("POST /phone/code", { phone });
  return answerTo(back, "texts", sent.answer.message, "texts");
}
