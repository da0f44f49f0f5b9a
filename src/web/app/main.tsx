import "../styles.css";
import { readUserMirror } from "@/features/account/user-mirror";
import { catchEarlyActions } from "./takeover/early-actions";
import { onFirstInteraction } from "./takeover/first-interaction";
import { handleStaticControls, staticControlOf } from "./takeover/static-controls";

/*
 * The boot module: all a page loads before the app. A page prerendered at build (scripts/vite-prerender.ts)
 * is complete HTML and CSS, so it stays static until the visitor first touches it, and only then loads
 * the app, which takes over without losing what was typed, focused or pressed (start-app.tsx,
 * docs/decisions/014). Every other page starts the app at once (the server preloads its chunks).
 */

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const isPrerendered = document.documentElement.hasAttribute("data-prerendered");
// The theme and language switches first: they act at once and are not caught for the app (static-controls.ts).
const staticControls = isPrerendered ? handleStaticControls(root) : null;
const caughtActions = isPrerendered ? catchEarlyActions(root) : null;
const earlyActions = caughtActions && {
  stop: () => {
    staticControls?.stop();
    return caughtActions.stop();
  },
};

/** A prerendered page's texts, asked for beside the app (index.html's inline script preloads them only on other pages). */
function loadPageTexts(): Promise<unknown> {
  const language = document.documentElement.getAttribute("data-prerendered");
  return language === "sk" ? import("@/lib/catalogues/sk") : import("@/lib/catalogues/en");
}

/** The switches the boot module works itself do not start the app (static-controls.ts, first-interaction.ts). */
const isOnStaticControl = (event: Event) => staticControlOf(event) !== null;

function start(): void {
  if (isPrerendered) loadPageTexts().catch(() => {}); // start-app.tsx's loadCatalogues reports a failure.
  import("./start-app")
    .then(({ startApp }) => startApp(root as HTMLElement, earlyActions))
    .catch((error: unknown) => {
      console.error(error);
      // The app's code did not arrive (offline, a deploy in between): the next interaction tries again.
      if (isPrerendered) onFirstInteraction(start, isOnStaticControl);
    });
}

// Someone signed in on this device sees their own landing page (and header) without waiting for a touch:
// the server marks the page when a session cookie came with it, and the app's copy of the user says so too.
const isSignedIn = document.documentElement.hasAttribute("data-start-app") || readUserMirror() !== null;
if (!isPrerendered || isSignedIn) start();
else onFirstInteraction(start, isOnStaticControl);
