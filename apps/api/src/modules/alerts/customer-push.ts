// Issue #33: a customer's devices get push for "On our way" (the booked mover's notice on the move day), with
// the movers' checks (subscriptions.ts: a browser's push service only, loopback only under NODE_ENV=test, at
// most PUSH_DEVICES_MAX devices an account; push-transport.ts refuses a non-public address as it sends). A D8
// guest session is refused: it may be on somebody else's account (docs/decisions/034), and a device registered
// to the account would hear of that person's moves.
import type { SessionUser } from "@rm/domain";
import { CUSTOMER_ALERTS } from "@rm/domain/movers-day";
import type { Db } from "../../db/client.ts";
import { forbidden } from "../../lib/http.ts";
import {
  type DeviceOwner,
  devicesOf,
  forgetDevice,
  registerDevice,
  type SubscriptionInput,
} from "./subscriptions.ts";
import { vapidKeys } from "./vapid.ts";

/** the caller as the owner of a customer's devices (a full client account only) */
function customerOwner(user: SessionUser): DeviceOwner {
  if (user.role !== "client") throw forbidden();
  if (user.isGuest) throw forbidden(CUSTOMER_ALERTS.guest);
  return { userId: user._id, companyId: null };
}

/** the server's public key and the customer's devices */
export async function customerAlerts(db: Db, user: SessionUser) {
  const owner = customerOwner(user);
  return { publicKey: (await vapidKeys(db)).publicKey, devices: await devicesOf(db, owner) };
}

export const subscribeCustomer = (
  db: Db,
  user: SessionUser,
  input: SubscriptionInput,
  loopbackToo: boolean,
) => registerDevice(db, customerOwner(user), input, loopbackToo);

export const unsubscribeCustomer = (db: Db, user: SessionUser, endpoint: string) =>
  forgetDevice(db, customerOwner(user), endpoint);
