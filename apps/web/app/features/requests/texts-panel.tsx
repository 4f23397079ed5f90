// Issue #33: on the customer's request page — "On our way" once the booked movers said so, and the phone for
// texts (verified with a code: movers then see "Phone verified" on the request); this device's switch for the
// "On our way" push is customer-push.tsx (only once booked, so the push words are not in this file's chunk).
import { PhoneTexts, type PhoneState } from "../../components/phone-texts.tsx";

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
