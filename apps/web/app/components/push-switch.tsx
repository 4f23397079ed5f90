// A device's switch for push alerts (issue #18, the mover's Alerts page; issue #33, the customer's request page
// for "On our way"): the service worker /sw.js shows the alerts; on an iPhone the site must be added to the Home
// Screen first (issue #28: that advice only on an iPhone or iPad).
import { PUSH_MESSAGES, pushUnsupportedMessage } from "@rm/domain/push-words";
import { useEffect, useState } from "react";
import { api } from "../lib/api.ts";
import { useToast } from "./toasts.tsx";

/** The VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** issue #28: why alerts cannot be turned on here, read from this browser (iPhone advice only on an iPhone) */
const unsupportedHere = () =>
  pushUnsupportedMessage({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      (navigator as Navigator & { standalone?: boolean }).standalone === true ||
      window.matchMedia?.("(display-mode: standalone)").matches === true,
  });

const supported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** A short name for this device, shown in the list ("iPhone", "Android", "Mac"…). */
function deviceLabel(): string {
  const ua = navigator.userAgent;
  for (const [test, name] of [
    [/iPhone/, "iPhone"],
    [/iPad/, "iPad"],
    [/Android/, "Android"],
    [/Mac OS X/, "Mac"],
    [/Windows/, "Windows"],
    [/Linux/, "Linux"],
  ] as const)
    if (test.test(ua)) return name;
  return "Browser";
}

/**
 * This device's push switch: asks the browser's permission, registers the service worker (/sw.js) and sends
 * the subscription to `path` (a mover's devices, or issue #33's customer's), or turns it off.
 */
export function PushSwitch({
  publicKey,
  path,
  labels,
  onChange,
}: {
  publicKey: string;
  path: "/company/push-subscriptions" | "/client/push-subscriptions";
  labels: { turnOn: string; turnOff: string };
  onChange?: () => void;
}) {
  const { show } = useToast();
  const [state, setState] = useState<"checking" | "unsupported" | "on" | "off">("checking");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!supported()) return setState("unsupported");
    navigator.serviceWorker
      .getRegistration("/")
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => setState(sub ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== "granted") return show("error", PUSH_MESSAGES.denied);
      const reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey) as BufferSource,
        }));
      const json = sub.toJSON();
      const res = await api("POST", path, {
        endpoint: sub.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
        label: deviceLabel(),
      });
      if (!res.status) return show("error", res.message);
      setState("on");
      show("success", res.message);
      onChange?.();
    } catch {
      show("error", unsupportedHere());
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    try {
      const sub = await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription();
      if (sub) {
        await api("DELETE", path, { endpoint: sub.endpoint });
        await sub.unsubscribe();
      }
      setState("off");
      show("success", PUSH_MESSAGES.off);
      onChange?.();
    } finally {
      setBusy(false);
    }
  };

  if (state === "unsupported") return <p className="notice">{unsupportedHere()}</p>;
  return (
    <div className="button-row">
      {state === "on" ? (
        <>
          <span className="muted">{PUSH_MESSAGES.on}.</span>
          <button type="button" className="button button-secondary" disabled={busy} onClick={turnOff}>
            {labels.turnOff}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled={busy || state === "checking"} onClick={turnOn}>
          {labels.turnOn}
        </button>
      )}
    </div>
  );
}
