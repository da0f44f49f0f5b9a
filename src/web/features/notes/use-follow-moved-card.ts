import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Asks a long list (virtual-card-list.tsx, which renders only the rows near the screen) to scroll the
 * card with this id (`detail`) in and to focus its tick box, if focus is still nowhere once it shows.
 * A list that holds the card cancels the event (preventDefault), which hands the focusing over to it.
 */
export const FOCUS_TICK_BOX_EVENT = "poriadok:focus-tick-box";

/**
 * How long a ticked card is followed (ms). Its new place may show only after a render or two, or after
 * a long list has scrolled it in; after this the user has likely gone on, and focus is left alone.
 */
const FOLLOW_FOR_MS = 3_000;

type Followed = { id: string; until: number };

/**
 * Ticking a task moves its card to the other group, and React builds the card anew there, so the
 * focused tick box would vanish and focus fall to the page. `follow(id)` before the change makes focus
 * go to the card's tick box in its new place — only if focus was lost, never taking it from elsewhere.
 *
 * The watch ends when the tick box has the focus, when a long list has taken the card over, or after
 * FOLLOW_FOR_MS — not when the write settles: the new place can show
 * after that (a long list's group mounts, measures and scrolls first), and a watch ended early lost the
 * focus to the page. Between renders of the list it looks again on each frame, since the render that
 * shows the card may be a group's own, which does not run this hook's effect.
 */
export function useFollowMovedCard(containerRef: RefObject<HTMLElement | null>) {
  const followed = useRef<Followed | null>(null);
  const frame = useRef<number | null>(null);

  const look = useCallback(() => {
    frame.current = null;
    const current = followed.current;
    if (!current) return;
    if (Date.now() > current.until) {
      followed.current = null;
      return;
    }
    const active = document.activeElement;
    const container = containerRef.current;
    // While focus is somewhere (still the old card before the move renders, or an Undo button that is
    // about to close), it is not taken from there.
    if ((!active || active === document.body) && container) {
      const target = container.querySelector<HTMLElement>(`[data-note-id="${current.id}"] input[type="checkbox"]`);
      if (target) {
        target.focus();
        followed.current = null;
        return;
      }
      // Not rendered: a long list may hold it in a row off screen, and then scrolls it in and focuses it.
      const request = new CustomEvent(FOCUS_TICK_BOX_EVENT, { detail: current.id, cancelable: true });
      if (!window.dispatchEvent(request)) {
        followed.current = null;
        return;
      }
    }
    // Focus still elsewhere, or the card's new place not drawn yet.
    frame.current = requestAnimationFrame(look);
  }, [containerRef]);

  // Each render of the list may be the one that shows the card: look at once, not a frame later.
  useLayoutEffect(() => {
    if (!followed.current) return;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    look();
  });
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const follow = useCallback((id: string) => {
    followed.current = { id, until: Date.now() + FOLLOW_FOR_MS };
  }, []);
  return { follow };
}
