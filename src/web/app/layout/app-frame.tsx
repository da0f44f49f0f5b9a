import type { ReactNode } from "react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AppHeader } from "./app-header";

type AppFrameProps = {
  title: string;
  /** Above the heading, e.g. a back link. */
  leading?: ReactNode;
  /** Replaces the plain h1 showing `title` (which stays the tab title); it must hold the page's one h1. */
  heading?: ReactNode;
  children: ReactNode;
};

/** Frame of the signed-in screens: the app's header (see AppHeader), then the page's heading and content. */
export function AppFrame({ title, leading, heading, children }: AppFrameProps) {
  useDocumentTitle(title);
  return (
    <AppFrameLayout>
      {leading ? <div className="mb-2 flex flex-col">{leading}</div> : null}
      {heading ?? <h1 className="mb-6 text-2xl font-semibold tracking-tight wrap-anywhere">{title}</h1>}
      {children}
    </AppFrameLayout>
  );
}

/** The header and the main column, shared by AppFrame and the frame shown while the session is checked. */
export function AppFrameLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
