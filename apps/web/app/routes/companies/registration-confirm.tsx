// Issue #29 item 8: the link a company's registration emails: one button opens the company's account, and the
// insurance certificates come next.
import { OpenAccount, openAccountAction } from "../../features/account/open-account.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/registration-confirm";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Confirm your email",
    description: "Open your removal company's London Removals Compare account.",
    path: "/companies/registration/confirm",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  return null;
}

/** issue #28: the button without JavaScript */
export async function action(args: Route.ActionArgs) {
  guard("open", args.context.user, args.url);
  return openAccountAction(args, "POST /companies/register/open", "/account/document-upload");
}

export default function CompanyRegistrationConfirm({ actionData }: Route.ComponentProps) {
  return (
    <OpenAccount
      refusal={actionData?.error}
      path="/companies/register/open"
      next="/account/document-upload"
      intro="Confirm that this is your email address to open your company's account. Next you upload your Goods in Transit and Public Liability certificates, and we check them before you receive leads."
    />
  );
}
