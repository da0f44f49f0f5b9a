/**
 * Where to go after sign-in: the unprefixed route a guard sent the visitor away from, if it is a
 * path of this site ("/trash", not "//evil.example" or "https://…"); otherwise the home screen.
 */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect?.startsWith("/") || redirect.startsWith("//") || redirect.includes("\\")) return "/home";
  if (redirect === "/auth" || redirect.startsWith("/auth?")) return "/home";
  return redirect;
}
