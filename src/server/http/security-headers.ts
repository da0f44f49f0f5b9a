import type { MiddlewareHandler } from "hono";

export type SecurityHeadersOptions = {
  /** CSP sources of the inline scripts index.html may run ('sha256-…', see static/inline-script-hashes.ts). */
  scriptHashes: readonly string[];
  /** Whether BASE_URL is https: only then is HSTS sent (over plain http it would be ignored or lock people out). */
  isHttps: boolean;
  /** Pages with a policy of their own, by exact path: the app's policy in, theirs out (e.g. the API reference). */
  pagePolicies?: Record<string, (appPolicy: string) => string>;
};

/**
 * The Content-Security-Policy of every response. Scripts only from the app itself plus the hashed
 * pre-paint script — no inline or injected script runs. Styles allow 'unsafe-inline' because the UI
 * libraries need it: sonner and Radix's scroll lock insert <style> elements at run time, and
 * index.html's <html style="color-scheme"> is an inline style attribute. Images: the app's own, data:
 * URLs, and blob: previews of a chosen profile picture.
 */
export function contentSecurityPolicy({ scriptHashes, isHttps }: SecurityHeadersOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * Powerful browser features the app never uses, switched off for it and anything it might embed.
 * Clipboard writing (the IBAN copy button) is not listed: Chromium allows it to the page's own
 * origin by default, and the donate browser test checks that copying still works. Passkeys
 * (WebAuthn's get and create) are the page's own only: sign-in and Settings → Account use them,
 * nothing embedded may (e2e/passkeys.spec.ts).
 */
const OWN_ONLY = ["publickey-credentials-create", "publickey-credentials-get"];

export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .concat(OWN_ONLY.map((feature) => `${feature}=(self)`))
  .join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Sets the security headers on every response — pages, assets and API alike — after the handler has
 * run, so responses made elsewhere (Better Auth's, error answers, 404s) carry them too. API answers
 * are never stored by the browser or a proxy unless the route chose its own caching (the profile
 * picture, whose URL changes with every upload).
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(options)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
    ...(options.isHttps ? ([["Strict-Transport-Security", HSTS]] as [string, string][]) : []),
  ];
  const appPolicy = contentSecurityPolicy(options);
  const pagePolicies = new Map(
    Object.entries(options.pagePolicies ?? {}).map(([path, policyOf]) => [path, policyOf(appPolicy)]),
  );
  return async (c, next) => {
    await next();
    const isApi = c.req.path === "/api" || c.req.path.startsWith("/api/");
    let response = c.res;
    const set = (name: string, value: string) => response.headers.set(name, value);
    try {
      set("X-Content-Type-Options", "nosniff");
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it once.
      response = new Response(response.body, response);
      c.res = response;
    }
    for (const [name, value] of headers) set(name, value);
    const pagePolicy = pagePolicies.get(c.req.path);
    if (pagePolicy) set("Content-Security-Policy", pagePolicy);
    if (isApi && !response.headers.has("Cache-Control")) set("Cache-Control", "no-store");
  };
}
