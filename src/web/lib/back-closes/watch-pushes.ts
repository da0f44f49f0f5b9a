/**
 * Tells layer-history.ts of every entry pushed onto the tab's history (React Router's navigations
 * included), so that a push landing while one of its own steps back is under way can be told apart
 * and kept: in Chromium that step still lands on the entry it aimed at, and the pushed entry is lost
 * from the history (or, with other timings, left above the landing), while the router believes it
 * is there.
 */

export type PushedEntry = { state: unknown; href: string };

let isWatching = false;

/** From now on, `onPush` hears of every push; only the first call installs the watch. */
export function watchPushes(onPush: (entry: PushedEntry) => void): void {
  if (isWatching) return;
  isWatching = true;
  const push = window.history.pushState.bind(window.history);
  window.history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    push(data, unused, url);
    onPush({ state: window.history.state, href: window.location.href });
  };
}
