import { VitePWA } from "vite-plugin-pwa";

/** The worker's file, at the root so that its scope is the whole app without a Service-Worker-Allowed header. */
export const SERVICE_WORKER_FILE = "sw.js";

/**
 * The service worker (Workbox, generated at build by vite-plugin-pwa; docs/decisions/017, "Service
 * worker"). It precaches the app's files and answers a navigation only when the network fails:
 *
 * - Precached: index.html (the offline shell), every JS and CSS chunk (the language catalogues are JS
 *   chunks), the manifest and the icons. Not the `.br`/`.gz` twins (the worker stores the decoded
 *   body of each file once), not source maps, not the prerendered pages the server fills in.
 * - Navigations go to the network, so the server's prerendered pages and /home's greeting stay what
 *   the server sends; navigation preload starts that request while the worker boots, so a page costs
 *   no extra round trip. Only when the request fails (no network) does the worker answer with the
 *   precached index.html, which boots the app on any route in either language. The cached answer
 *   carries the Content-Security-Policy the server sent with that very file, whose hashes are those
 *   of its inline scripts (src/server/static/inline-script-hashes.ts), so the shell runs them and
 *   nothing else.
 * - /api/* is never answered by the worker: no route matches it, so the browser fetches it as if
 *   there were no worker (the data lives in IndexedDB, not in the worker's caches).
 * - `navigateFallback: null` and `directoryIndex: null`: vite-plugin-pwa's default would answer every
 *   navigation from the precached index.html (cache first), and Workbox's a navigation to "/", in
 *   place of the server's pages.
 * - `registerType: "prompt"`: a new worker waits until the user accepts "Reload"
 *   (src/web/lib/service-worker/), which posts it SKIP_WAITING — the generated worker listens for it.
 * - `importScripts: ["sw-push.js"]`: the reminders' push and notificationclick handlers
 *   (src/web/public/sw-push.js), outside Workbox's generated code.
 *
 * The app registers the worker itself, after its first screen (no script injected into index.html,
 * whose inline scripts the CSP hashes), and the manifest stays the hand-written public/manifest.webmanifest.
 */
export function serviceWorker() {
  return VitePWA({
    strategies: "generateSW",
    registerType: "prompt",
    injectRegister: false,
    manifest: false,
    filename: SERVICE_WORKER_FILE,
    workbox: {
      globPatterns: ["**/*.{js,css,html,webmanifest,svg,png,ico,woff2}"],
      globIgnores: ["prerendered/**", "**/*.map", "**/*.br", "**/*.gz"],
      directoryIndex: null,
      // vite-plugin-pwa's default would answer every navigation from the precache (the runtime route below instead).
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first worker takes the page it was registered from (a new version only ever takes over after
      // "Reload"): a person who signs in and loses the network in that tab still has every screen's code.
      clientsClaim: true,
      skipWaiting: false,
      navigationPreload: true,
      importScripts: ["sw-push.js"],
      runtimeCaching: [
        {
          // Serialized into the worker by workbox-build: it must not use anything from this module.
          urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/api(\/|$)/.test(url.pathname),
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: "/index.html" } },
        },
      ],
    },
  });
}
