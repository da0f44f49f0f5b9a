import type { MiddlewareHandler } from "hono";

/**
 * Whether this instance is stopping (server.ts turns it on at SIGTERM, before anything closes). From
 * then on `/api/health` answers 503, so a proxy or orchestrator takes the instance out, and every
 * response closes its connection, so a proxy's kept-alive connections move to another instance
 * instead of being cut under a request.
 */
export type StopState = {
  isStopping: () => boolean;
  begin: () => void;
};

export function createStopState(): StopState {
  let isStopping = false;
  return {
    isStopping: () => isStopping,
    begin: () => {
      isStopping = true;
    },
  };
}

/**
 * `Connection: close` on every response made while the instance stops, including one whose request
 * arrived before the signal (checked after the handler ran). Node closes the connection after such a
 * response; the client opens its next request elsewhere.
 */
export function closeConnectionsWhenStopping(state: StopState): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!state.isStopping()) return;
    try {
      c.res.headers.set("Connection", "close");
    } catch {
      // A response with immutable headers (made by fetch): copy it into one whose headers may change.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Connection", "close");
    }
  };
}
