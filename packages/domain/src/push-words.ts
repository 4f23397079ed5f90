// The words of the push switch on a mover's and a customer's pages (issues #28, #29, #33), apart from
// movers-day.ts so that a page with the switch carries these words alone (issue #34); movers-day.ts re-exports them.

/** Issue #29: how many devices one account may receive push alerts on (a phone, a tablet, computers). */
export const PUSH_DEVICES_MAX = 10;

export const PUSH_MESSAGES = {
  /** issue #28: iPhone advice only on an iPhone or iPad (pushUnsupportedMessage) */
  unsupported:
    "This browser cannot show alerts. Try an up-to-date Chrome, Edge, Firefox or Safari; the emails keep coming either way.",
  unsupportedIphone:
    "To get alerts on an iPhone or iPad, add this site to your Home Screen first (Share, then Add to Home Screen) and open it from there.",
  unsupportedIphoneOld:
    "Alerts on an iPhone or iPad need iOS 16.4 or later. Update the device in Settings, then open the site from your Home Screen.",
  denied:
    "Alerts are blocked for this site in your browser's settings. Allow notifications there, then try again.",
  on: "Alerts are on for this device",
  off: "Alerts are off for this device",
  badSubscription: "That push subscription is not valid",
  notYours: "That device is registered to another account",
  tooManyDevices: `Alerts are on for ${PUSH_DEVICES_MAX} devices already, the most one account can have. Turn them off on a device you no longer use, then try again.`,
} as const;

/** What the browser says about itself (navigator's userAgent and maxTouchPoints, standalone on Apple's). */
export interface DeviceHints {
  userAgent: string;
  maxTouchPoints?: number;
  /** opened from the Home Screen (navigator.standalone, or display-mode: standalone) */
  standalone?: boolean;
}

/** An iPhone or iPad: iPadOS calls itself a Mac, and only a touch screen tells them apart. */
const isAppleMobile = (d: DeviceHints): boolean =>
  /iPhone|iPad|iPod/.test(d.userAgent) || (/Macintosh/.test(d.userAgent) && (d.maxTouchPoints ?? 0) > 1);

/**
 * Why this browser cannot turn alerts on, in words for its owner: the Home Screen advice only on an iPhone or
 * iPad (and the iOS update once the site is already opened from there), the general advice elsewhere.
 */
export function pushUnsupportedMessage(d: DeviceHints): string {
  if (!isAppleMobile(d)) return PUSH_MESSAGES.unsupported;
  return d.standalone ? PUSH_MESSAGES.unsupportedIphoneOld : PUSH_MESSAGES.unsupportedIphone;
}

/** Issue #33: the customer's request page, their devices' switch ("On our way" reaches them by push too). */
export const CUSTOMER_ALERTS = {
  heading: "Alerts on this device",
  intro: "On the move day, get a notification the moment your movers say they are on their way.",
  turnOn: "Allow notifications on this device",
  turnOff: "Stop notifications on this device",
  /** a D8 guest session may be on somebody else's account: its devices are not registered */
  guest:
    "Sign in to your account to get notifications on this device. No password yet? The log-in page emails you a sign-in link.",
  signIn: "Log in",
} as const;
