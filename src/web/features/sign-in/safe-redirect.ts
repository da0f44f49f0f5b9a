/**
 * Characters a URL parser drops or bends (controls, invisible format characters, spaces of any kind,
 * backslashes), any of which could turn "/…" into "//host".
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\\]/u;
const ORIGIN = "https://poriadok.invalid";

/**
 * Where to go after sign-in: the unprefixed route a guard sent the visitor away from, if it is a
 * path of this site ("/trash", not "//evil.example", "/\t/evil.example" or "https://…"); otherwise
 * the home screen. The answer is the path as a URL parser normalises it, so what is checked is
 * exactly what the router navigates to.
 */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect?.startsWith("/") || UNSAFE_CHARACTER.test(redirect)) return "/home";
  let url: URL;
  try {
    url = new URL(redirect, ORIGIN);
  } catch {
    return "/home";
  }
  // "/.//evil.example" normalises to the path "//evil.example", which a router would read as a host.
  if (url.origin !== ORIGIN || url.pathname.startsWith("//")) return "/home";
  if (url.pathname === "/auth") return "/home";
  return `${url.pathname}${url.search}${url.hash}`;
}
