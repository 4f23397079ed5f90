// Issue #33: on the customer's request page — "On our way" once the booked movers said so, and the phone for
// texts (verified with a code: movers then see "Phone verified" on the request), and this device's switch for
// the "On our way" push (the mover's Alerts page's switch; a D8 guest is told why it has none).
import { CUSTOMER_ALERTS } from "@rm/domain/movers-day";
import { Link, useLocation } from "react-router";
import { PhoneTexts, type PhoneState } from "../../components/phone-texts.tsx";
import { PushSwitch } from "../../components/push-switch.tsx";

export function OnWayNotice({ onWay }: { onWay: { label: string } | null }) {
  if (!onWay) return null;
  return (
    <p className="notice on-way-notice" role="status">
      <strong>{onWay.label}</strong>
    </p>
  );
}

export function CustomerTexts({ phone }: { phone: PhoneState }) {
  return (
    <section className="card stack" aria-labelledby="texts-heading">
      <h2 id="texts-heading">{phone.verified ? "Texts about your move" : "Verify your mobile"}</h2>
      {phone.verified ? null : (
        <p>
          Movers see “Phone verified” on your request, and we can text you when your booking is confirmed, the
          day before and when your movers are on their way. We text you a code to check the number is yours.
        </p>
      )}
      <PhoneTexts initial={phone} side="client" />
    </section>
  );
}

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
