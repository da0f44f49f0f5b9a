/*
 * Reminders in the service worker (issue 13), imported by the generated worker (sw.js, see
 * scripts/vite-service-worker.ts → importScripts). Plain JavaScript in public/: Workbox's generated
 * worker can only import a finished file. The server's payload is { title, body, url, tag }
 * (src/server/features/reminders/push-sender.ts).
 */
self.addEventListener("push", (event) => {
  const message = readPushMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      // One notification per task: a reminder sent again replaces the previous one.
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

/** A message that is not our JSON still shows something rather than failing silently. */
function readPushMessage(event) {
  const fallback = { title: "Poriadok", body: "", url: "/home", tag: undefined };
  if (!event.data) return fallback;
  try {
    const data = event.data.json();
    return {
      title: typeof data.title === "string" && data.title ? data.title : fallback.title,
      body: typeof data.body === "string" ? data.body : "",
      url: typeof data.url === "string" ? data.url : fallback.url,
      tag: typeof data.tag === "string" ? data.tag : undefined,
    };
  } catch {
    return { ...fallback, body: event.data.text() };
  }
}

/** Only the app's own pages: a payload cannot send the user elsewhere. */
function sameOriginUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL("/home", self.location.origin).href;
  } catch {
    return new URL("/home", self.location.origin).href;
  }
}

/** Opens the task: an open tab of the app is focused and taken there, else a new window opens. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() works only for a page this worker controls; otherwise open the task anew.
        const navigated = await (focused ?? open).navigate(target).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

/**
 * A browser may replace a subscription (Firefox does when its push service asks): subscribe again with
 * the same server key and save the new one; the old endpoint is removed once its push service
 * answers 410. A signed-out browser cannot save it (401): it is enabled again from the settings.
 */
self.addEventListener("pushsubscriptionchange", (event) => {
  const key = event.oldSubscription?.options?.applicationServerKey;
  if (!key) return;
  event.waitUntil(
    (async () => {
      const subscription =
        event.newSubscription ??
        (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      await fetch("/api/notifications/subscriptions", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(subscription.toJSON()),
      });
    })(),
  );
});
