import { DEFAULT_LOCALE } from "@shared/constants";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "../styles.css";
import { readStoredLocale } from "@/features/language/language-storage";
import { loadCatalogues } from "@/lib/i18n";
import { Providers } from "./providers";
import { router } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** The language of the first page: its URL's, or Slovak for an unprefixed URL when Slovak was chosen before. */
const firstLocale = /^\/sk(\/|$)/.test(window.location.pathname) || readStoredLocale() === "sk" ? "sk" : DEFAULT_LOCALE;

function render() {
  const app = createRoot(root as HTMLElement);
  // A transition renders in slices that yield to the browser: the prerendered landing page is already
  // painted and must not freeze while the app renders over it (docs/decisions/014).
  startTransition(() => {
    app.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

/** Resolves once the router has the first screen's code (a lazily loaded screen's chunk). */
function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The first page's texts (preloaded by index.html beside this script) before its first render; if
// they cannot be had, LocaleRoot asks again and the route's error screen shows what went wrong. A page
// prerendered at build (scripts/vite-prerender.ts) stays until its screen's code is here too, rather
// than giving way to the loading frame in between.
const isPrerendered = document.documentElement.hasAttribute("data-prerendered");
Promise.all([loadCatalogues(firstLocale), isPrerendered ? whenRouterReady() : undefined])
  .catch(console.error)
  .finally(render);
