/**
 * The first signs that someone means to use the page: a press, a touch, a key, focus moving in, or a
 * desktop mouse arriving over it (which gives the app a head start before the click).
 */
const INTERACTIONS = ["pointerdown", "pointerover", "mouseover", "touchstart", "keydown", "focusin"] as const;

/** Calls `start` once, on the page's first interaction; the listeners go as soon as it has been called. */
export function onFirstInteraction(start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const handleInteraction = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, handleInteraction, options);
    start();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, handleInteraction, options);
}
