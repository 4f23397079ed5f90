// Issue #29 item 8: the link a customer's registration emails: one button opens the account.
import { OpenAccount, openAccountAction } from "../../features/account/open-account.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Confirm your email",
    description: "Open your London Removals Compare account.",
    path: "/account/confirm-email",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  return null;
}

/** issue #28: the button without JavaScript */
export async function action(args: Route.ActionArgs) {
  guard("open", args.context.user, args.url);
  return openAccountAction(args, "POST /auth/register/open", "/client/removal-requests");
}

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  return (
    <OpenAccount
      refusal={actionData?.error}
      path="/auth/register/open"
      next="/client/removal-requests"
      intro="Confirm that this is your email address to open your account. Then you can keep your removal requests in one place and compare quotes side by side."
    />
  );
}
