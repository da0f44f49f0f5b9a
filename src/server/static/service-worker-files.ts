/**
 * The service worker's own files, as vite-plugin-pwa writes them at the root of the build
 * (scripts/vite-service-worker.ts): the worker, the Workbox runtime and the reminders' push handlers it imports.
 */
const SERVICE_WORKER_FILE = /^\/(?:sw\.js|sw-push\.js|workbox-[\w-]+\.js)$/;

/**
 * Whether `urlPath` is one of the worker's files. They are sent with `Cache-Control: no-cache`: the
 * browser's update check must reach the server, or a deploy would stay unseen for as long as a cache
 * kept the old worker (browsers cap that at 24 hours, proxies need not). Their scope needs no
 * `Service-Worker-Allowed` header: the worker sits at the root, and "/" is the scope it registers for.
 */
export function isServiceWorkerFile(urlPath: string): boolean {
  return SERVICE_WORKER_FILE.test(urlPath);
}
