// docs/product/routes.md §2: /free-quotes/wizard — not served to companies; ?typeOfMove, ?place, ?step.
import { wizardTitle } from "@rm/domain/lead/steps";
import { QuoteWizard } from "../../features/wizard/quote-wizard.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/wizard.css";
// the inventory's styles with the page's, though its code loads later (issue #34): a wizard opened on Moving
// From (?step=) draws the section styled from the first paint
import "../../styles/inventory.css";
import type { Route } from "./+types/wizard";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data?.title ?? "Submit A Lead",
    description:
      "Tell us about your move in about 60 seconds and get free quotes from up to 6 vetted, insured London removal companies.",
    path: "/free-quotes/wizard",
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("notCompany", context.user, url);
  const q = url.searchParams;
  const user = context.user;
  const signedIn = user && user.role === "client" && !user.isGuest;
  return {
    title: wizardTitle(q.get("typeOfMove")),
    typeOfMove: q.get("typeOfMove"),
    place: q.get("place"),
    step: q.get("step"),
    // docs/product/decisions.md D7: a signed-in client skips Personal Details; a D8 guest still gives them
    accountId: signedIn ? user._id : null,
    // spec §7: the signed-in client's lead carries the `user` object with the account's email and name
    account: signedIn ? { email: user.email, firstName: user.firstName, lastName: user.lastName } : null,
    // issue 28: a signed-in client's or a D8 guest's own requests are checked for the same move early
    knownCustomer: user?.role === "client",
  };
}

export default function WizardPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <section className="container wizard-page">
      {/* issue #17: the wizard holds the page's heading, which follows the type chosen on step 1 */}
      <QuoteWizard
        key={`${d.typeOfMove ?? ""}|${d.place ?? ""}`}
        accountId={d.accountId}
        account={d.account}
        knownCustomer={d.knownCustomer}
        typeOfMove={d.typeOfMove}
        place={d.place}
        step={d.step}
        intro={
          <p className="muted">Free, no obligation: up to 6 quotes from vetted, insured London movers.</p>
        }
      />
    </section>
  );
}
