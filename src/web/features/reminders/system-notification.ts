/**
 * The system's notification for a reminder the open app shows, when this site may show them. Through
 * the service worker where there is one (Android shows no `new Notification()`), with the push's tag,
 * so a device that also gets the server's push shows the reminder once.
 */
export function showSystemNotification({ title, tag, url }: { title: string; tag: string; url: string }): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const options = { tag, data: { url }, icon: "/icons/icon-192.png" };
  const fallback = () => {
    try {
      new Notification(title, options);
    } catch (error) {
      console.warn("the system notification could not be shown", error);
    }
  };
  if (!("serviceWorker" in navigator)) {
    fallback();
    return;
  }
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration ? registration.showNotification(title, options) : fallback()))
    .catch(fallback);
}
