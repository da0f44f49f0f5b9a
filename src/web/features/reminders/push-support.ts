/**
 * What this browser can do about Web Push, and subscribing it. Kept apart from the screen so the
 * browser APIs (Notification, PushManager, the service worker) are touched in one place.
 */
export type PushSupport = "supported" | "unsupported" | "iosHomeScreen" | "insecure";

/** Why enabling failed, each with its own explanation on the screen. */
export type PushRefusal = "blocked" | "dismissed" | "noWorker" | "failed";

export class PushEnableError extends Error {
  constructor(readonly reason: PushRefusal) {
    super(reason);
  }
}

/** iPhones and iPads offer Web Push only to an app added to the home screen (iOS 16.4+). */
export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !window.isSecureContext) return "insecure";
  if ("serviceWorker" in navigator && "PushManager" in window && "Notification" in window) return "supported";
  const isIos =
    /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  return isIos ? "iosHomeScreen" : "unsupported";
}

export function notificationPermission(): NotificationPermission {
  return "Notification" in window ? Notification.permission : "default";
}

/** The service worker registers after the first screen; a page without one cannot subscribe. */
const WORKER_WAIT_MS = 10_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
  if (!registration) throw new PushEnableError("noWorker");
  return registration;
}

/** This browser's subscription, if it has one (its endpoint marks "this device" in the list). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "supported") return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission and subscribes with the server's key. A subscription made for another key
 * (the server's keys were replaced) is dropped first, as the push service would refuse its messages.
 */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushEnableError("blocked");
  if (permission !== "granted") throw new PushEnableError("dismissed");
  const registration = await workerRegistration();
  const key = base64UrlToBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameBytes(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  try {
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return subscription.toJSON();
  } catch (error) {
    throw new PushEnableError(error instanceof DOMException && error.name === "NotAllowedError" ? "blocked" : "failed");
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer) return false;
  const other = new Uint8Array(buffer);
  return other.length === bytes.length && other.every((byte, index) => byte === bytes[index]);
}
