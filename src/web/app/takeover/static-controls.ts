import { parseLocale } from "@shared/preferences";
import { LANGUAGE_SWITCH_ATTRIBUTE, storeLocale } from "@/features/language/language-storage";
import { THEME_TOGGLE_ATTRIBUTE, toggleShownTheme } from "@/features/theme/theme-storage";
import { switchLocalePath } from "@/lib/locale-path";

export type StaticControls = { stop: () => void };

/**
 * The header's theme toggle and language switch on a prerendered page work before the app has taken
 * over (docs/first-load.md): in the capture phase, ahead of early-actions.ts (register this first), a
 * click on one is carried out here, in the same frame as the tap, with the app's own helpers (the class on
 * <html>, the stored choice), and goes no further, so the takeover does not replay it. The language
 * switch opens the other language's path as a plain link would. `stop` hands them to the app.
 */
export function handleStaticControls(root: HTMLElement): StaticControls {
  const handleClick = (event: MouseEvent) => {
    const control = staticControlOf(event);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const language = control.getAttribute(LANGUAGE_SWITCH_ATTRIBUTE);
    if (language === null) {
      toggleShownTheme();
      return;
    }
    const to = parseLocale(language);
    storeLocale(to);
    window.location.assign(switchLocalePath(window.location, to));
  };
  document.addEventListener("click", handleClick, true);
  return { stop: () => document.removeEventListener("click", handleClick, true) };
}

/** The theme or language switch an event is on, if any. */
export function staticControlOf(event: Event): HTMLElement | null {
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest<HTMLElement>(`[${THEME_TOGGLE_ATTRIBUTE}], [${LANGUAGE_SWITCH_ATTRIBUTE}]`) ?? null;
}
