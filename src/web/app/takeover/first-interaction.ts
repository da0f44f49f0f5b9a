/**
 * The first signs that someone means to use the page: a press, a touch, a key, focus moving in, or a
 * desktop mouse arriving over it (which gives the app a head start before the click).
 */
const INTERACTIONS = ["pointerdown", "pointerover", "mouseover", "touchstart", "keydown", "focusin"] as const;

/**
 * Calls `start` once, on the page's first interaction; the listeners go as soon as it has been called.
 * Interactions `ignore` names (the theme and language switches, which the boot module works itself) do not
 * count: started by their press, the app's code (from the cache on a later visit) would run between the
 * press and the click and delay the switch.
 */
export function onFirstInteraction(start: () => void, ignore: (event: Event) => boolean = () => false): void {
  const options = { capture: true, passive: true } as const;
  const handleInteraction = (event: Event) => {
    if (ignore(event)) return;
    for (const type of INTERACTIONS) window.removeEventListener(type, handleInteraction, options);
    start();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, handleInteraction, options);
}
