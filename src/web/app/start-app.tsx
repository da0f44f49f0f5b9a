import { DEFAULT_LOCALE } from "@shared/constants";
import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { sessionQuery } from "@/features/account/api/get-session";
import { readStoredLocale } from "@/features/language/language-storage";
import { installPopStateGate } from "@/lib/back-closes/popstate-gate";
import { loadCatalogues } from "@/lib/i18n";
import { provideOutbox } from "@/lib/outbox/run-command";
import { createQueryClient } from "@/lib/query-client";
import { registerServiceWorkerWhenIdle } from "@/lib/service-worker/register-when-idle";
import { LiveSync } from "./live-sync";
import { Providers } from "./providers";
import { appRouter } from "./router";
import { AfterFirstCommit } from "./takeover/after-first-commit";
import type { EarlyActions } from "./takeover/early-actions";

/** The language of the first page: its URL's, or Slovak for an unprefixed URL when Slovak was chosen before. */
function firstLocale() {
  return /^\/sk(\/|$)/.test(window.location.pathname) || readStoredLocale() === "sk" ? "sk" : DEFAULT_LOCALE;
}

/** Resolves once the router has the first screen's code (a lazily loaded screen's chunk). */
function whenRouterReady(): Promise<void> {
  const router = appRouter();
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Lets the browser run what waits (input, paint) before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type RenderOptions = { wrap?: (app: ReactNode) => ReactNode; queryClient?: QueryClient };

function render(container: HTMLElement, { wrap = (app) => app, queryClient }: RenderOptions = {}) {
  const reactRoot = createRoot(container);
  // A transition renders in slices that yield to the browser: a prerendered page is already painted
  // and must not freeze while the app renders (docs/decisions/014).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        {wrap(
          <Providers queryClient={queryClient}>
            <RouterProvider router={appRouter()} />
            <LiveSync />
          </Providers>,
        )}
      </StrictMode>,
    );
  });
  registerServiceWorkerWhenIdle();
}

/**
 * The query client of a page that is no prerendered one. Without network the offline copy of the
 * user's data (lib/sync, loaded only then) is put in before the first render, so the screens open
 * with it instead of waiting for answers that cannot come (docs/decisions/017).
 */
async function signedInScreensClient(): Promise<QueryClient> {
  const queryClient = createQueryClient();
  if (!navigator.onLine) {
    await import("@/lib/sync/restore-cache")
      .then(({ restoreOfflineCopy }) => restoreOfflineCopy(queryClient))
      .catch(console.error);
  }
  // Every screen's header depends on the session: asked at once, alongside the first screen's code.
  void queryClient.prefetchQuery(sessionQuery());
  return queryClient;
}

/**
 * Starts the app in `root`. On a prerendered page (`earlyActions` given, main.tsx) the app renders
 * into a hidden container beside it once the texts, the screen's code and the session are here (so
 * the page never gives way to a loading frame, and its header does not lose "Sign in" while the
 * session is asked), and takes the page over when its first screen has committed.
 */
export async function startApp(root: HTMLElement, earlyActions: EarlyActions | null): Promise<void> {
  // The outbox opens with every feature's command kinds (outbox.ts), imported with it on demand.
  provideOutbox(() => import("./outbox").then((outbox) => outbox.openOutbox));
  // Before the router adds its popstate listener: Back that closes a dialog is not the router's (lib/back-closes).
  installPopStateGate();
  // The router is made in a task of its own, between the one that has just evaluated the app's code
  // and the one that sets up the texts (i18next) and starts rendering: each is tens of milliseconds
  // on a phone, and after the first paint one long task blocks input (docs/decisions/016).
  await nextTask();
  appRouter();
  await nextTask();
  if (!earlyActions) {
    // The first page's texts (preloaded beside the entry) before its first render; if they cannot be
    // had, LocaleRoot asks again and the route's error screen shows what went wrong.
    await loadCatalogues(firstLocale()).catch(console.error);
    render(root, { queryClient: await signedInScreensClient() });
    return;
  }
  const queryClient = createQueryClient();
  // The takeover's code, which only prerendered pages need: asked for while the session is.
  const takeover = import("./takeover/take-over-page");
  // A session that cannot be had now is retried by the screens, as on any other page.
  await Promise.all([
    loadCatalogues(firstLocale()),
    whenRouterReady(),
    queryClient.prefetchQuery(sessionQuery()),
    takeover,
  ]).catch(console.error);
  const { createHiddenContainer, takeOverPage } = await takeover;
  const container = createHiddenContainer(root);
  render(container, {
    queryClient,
    wrap: (app) => (
      <AfterFirstCommit onCommitted={() => takeOverPage(root, container, earlyActions.stop())}>{app}</AfterFirstCommit>
    ),
  });
}
