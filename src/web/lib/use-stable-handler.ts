import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that keeps its identity from render to render and calls the latest `handler`, so a
 * memoized child (a card in a list of fifty) does not render again only because its parent made new
 * closures. For event handlers: it calls the handler of the last committed render, so it must not be
 * called while rendering.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
