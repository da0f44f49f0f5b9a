/**
 * A parameter the page was opened with for a one-time action (the installed app's shortcuts, a shared
 * line): its value, or null when absent, taken from the address once — the parameter is removed, so a
 * reload or Back does not do the action again.
 */
export function takeUrlParam(name: string): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return null;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", url);
  return value;
}
