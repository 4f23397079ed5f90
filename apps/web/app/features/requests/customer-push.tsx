// Issue #33: on the booked customer's request page, this device's switch for the "On our way" push (the mover's
// Alerts page's switch; a D8 guest is told why it has none).
import { CUSTOMER_ALERTS } from "@rm/domain/push-words";
import { Link, useLocation } from "react-router";
import { PushSwitch } from "../../components/push-switch.tsx";

/** "Allow notifications on this device": `push` is null for a guest (its session may be on another's account) */
export function CustomerPush({ push }: { push: { publicKey: string } | null }) {
  const here = useLocation();
  return (
    <section className="card stack" aria-labelledby="push-heading">
      <h2 id="push-heading">{CUSTOMER_ALERTS.heading}</h2>
      <p>{CUSTOMER_ALERTS.intro}</p>
      {push ? (
        <PushSwitch publicKey={push.publicKey} path="/client/push-subscriptions" labels={CUSTOMER_ALERTS} />
      ) : (
        <>
          <p className="muted">{CUSTOMER_ALERTS.guest}</p>
          <p>
            <Link className="button" to={`/login?next=${encodeURIComponent(here.pathname + here.search)}`}>
              {CUSTOMER_ALERTS.signIn}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
