// The service worker (issue #18 "Alerts that reach a phone"): shows the push alerts the server sends (new lead,
// message, booking to a mover; issue #33: "On our way" to a customer) and opens the page each one names when it
// is tapped. It caches nothing and fetches
// nothing: pages and the API work as they do without it.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let alert = { title: "London Removals Compare", body: "", url: "/account/dashboard", tag: "alert" };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // a push without a payload still tells the mover to look
  }
  // only a path on this site is ever opened
  const url =
    typeof alert.url === "string" && alert.url.startsWith("/") && !alert.url.startsWith("//")
      ? alert.url
      : "/account/dashboard";
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/account/dashboard", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of open) {
        if (client.url === url && "focus" in client) return client.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});
