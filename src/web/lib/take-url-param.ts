/**
 * A parameter the page was opened with for a one-time action (the installed app's shortcuts, a shared
 * line): its value, or null when absent, taken from the address once — the parameter is removed, so a
 * reload or Back does not do the action again. Call it where a side effect belongs (an effect, a
 * handler), never while rendering: React may throw a render away and run it again (a navigation's
 * transition interrupted), and the second run would find the parameter gone — use `readUrlParam` there.
 */
export function takeUrlParam(name: string): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return null;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", url);
  return value;
}

/** The parameter's value, or null, leaving the address as it is: safe to call while rendering. */
export function readUrlParam(name: string): string | null {
  return new URL(window.location.href).searchParams.get(name);
}
