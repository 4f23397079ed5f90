// Issue #33: on the customer's request page — "On our way" once the booked movers said so, and the phone for
// texts (verified with a code: movers then see "Phone verified" on the request), and this device's switch for
// the "On our way" push (the mover's Alerts page's switch; a D8 guest is told why it has none).
import type { ComponentProps } from "react";
import { PhoneTexts, type PhoneState } from "../../components/phone-texts.tsx";
import { lazyPart } from "../../lib/lazy-part.tsx";
import type { CustomerPush } from "./customer-push.tsx";

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

/** the push switch's card, only once booked: its code (and the push words) load on their own (issue #34) */
export const CustomerPushPart = lazyPart<ComponentProps<typeof CustomerPush>>(() =>
  import("./customer-push.tsx").then((m) => m.CustomerPush),
);
