/**
 * An import that, when it fails while the device is offline, waits for the network and tries again
 * instead of failing: a part of a screen loaded on demand that was not fetched before the train went
 * into the tunnel shows its fallback until the network is back, rather than taking the screen down.
 * Online, a failure is a real one and is thrown as before.
 */
export function importWhenOnline<T>(importModule: () => Promise<T>): Promise<T> {
  return importModule().catch((error: unknown) => {
    if (typeof navigator === "undefined" || navigator.onLine) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener("online", () => importWhenOnline(importModule).then(resolve, reject), { once: true });
    });
  });
}
