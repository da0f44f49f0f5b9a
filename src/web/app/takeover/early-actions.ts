/** What the visitor did on the prerendered page that only the app can carry out: a form sent or a button pressed. */
export type EarlyAction = { kind: "submit"; element: HTMLFormElement } | { kind: "click"; element: HTMLElement };

export type EarlyActions = {
  /** Stops catching and hands over the last action caught, for the app to replay once it has taken over. */
  stop: () => EarlyAction | null;
};

const BUTTONS = 'button, input[type="submit"], input[type="button"], input[type="reset"], input[type="image"]';

/**
 * Until the app takes over a prerendered page (docs/decisions/014), nothing of React handles its
 * buttons and forms: a form left to the browser would go out as a plain request (a sign-in's password
 * in the URL). So, in the capture phase, before anything else sees them, sent forms and pressed buttons
 * inside `root` are stopped and the last one is remembered. Links are left alone: a plain navigation
 * is what they would do anyway. Pressing Enter in a field "clicks" the form's submit button, so it is
 * caught as that button's click.
 */
export function catchEarlyActions(root: HTMLElement): EarlyActions {
  let last: EarlyAction | null = null;
  const handleSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    last = { kind: "submit", element: event.target };
  };
  const handleClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTONS) : null;
    if (!button || !root.contains(button) || button.closest("a[href]")) return;
    event.preventDefault();
    event.stopPropagation();
    last = { kind: "click", element: button };
  };
  document.addEventListener("submit", handleSubmit, true);
  document.addEventListener("click", handleClick, true);
  return {
    stop: () => {
      document.removeEventListener("submit", handleSubmit, true);
      document.removeEventListener("click", handleClick, true);
      return last;
    },
  };
}
