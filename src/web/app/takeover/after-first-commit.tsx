import { type ReactNode, useLayoutEffect, useRef } from "react";

/**
 * Calls `onCommitted` once, when the tree inside has first been committed to the DOM. It runs in a
 * microtask rather than in the layout effect itself: still before the browser paints or handles any
 * event, but outside React's commit, so the input events the takeover dispatches are rendered at once
 * (a controlled input's update is flushed synchronously outside a commit, deferred inside one).
 */
export function AfterFirstCommit({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  const hasRun = useRef(false);
  useLayoutEffect(() => {
    if (hasRun.current) return; // StrictMode runs effects twice in development.
    hasRun.current = true;
    queueMicrotask(onCommitted);
  }, [onCommitted]);
  return children;
}
