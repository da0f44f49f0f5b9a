import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

/**
 * Ticking a task moves its card to the other group, and React builds the card anew there, so the
 * focused tick box would vanish and focus fall to the page. `follow(id)` before the change makes focus
 * go to the card's tick box in its new place — only if focus was lost, never taking it from elsewhere.
 * `release()` ends the watch (when the change has settled).
 */
export function useFollowMovedCard(containerRef: RefObject<HTMLElement | null>) {
  const followedId = useRef<number | null>(null);

  useLayoutEffect(() => {
    const id = followedId.current;
    if (id === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target = containerRef.current?.querySelector<HTMLElement>(`[data-note-id="${id}"] input[type="checkbox"]`);
    if (!target) return;
    target.focus();
    followedId.current = null;
  });

  const follow = useCallback((id: number) => {
    followedId.current = id;
  }, []);
  const release = useCallback((id: number) => {
    if (followedId.current === id) followedId.current = null;
  }, []);
  return { follow, release };
}
