import type { ServerType } from "@hono/node-server";
import type { Logger } from "../logger.ts";
import type { StopState } from "./stopping.ts";

export type CloseConnectionsOptions = {
  server: ServerType;
  state: StopState;
  /** Ends every open live-sync stream, telling its client to reconnect (to another instance). */
  endStreams: () => void;
  logger: Logger;
  /**
   * How long to keep accepting after the signal: health already answers 503 and every response
   * closes its connection, so a proxy that polls health takes the instance out meanwhile, and
   * requests still arriving are served, not refused.
   */
  drainMs: number;
  /** How long requests in flight may take to finish once the listener is closed; then they are cut. */
  graceMs: number;
};

/** How often connections that went idle are closed while the server waits for the others. */
const IDLE_SWEEP_MS = 100;

/**
 * The HTTP side of stopping without dropping: mark the instance stopping, end the live streams, keep
 * serving for `drainMs`, stop accepting, and wait for the requests in flight (up to `graceMs`).
 * Connections are closed only between requests: during the drain each kept-alive connection a proxy
 * uses gets a response saying `Connection: close` (closing idle ones at once instead would race the
 * proxy's next request on them); after it, idle ones are closed, and closed again as responses that
 * went out before the signal finish. Without that sweep Node keeps a connection that went idle after
 * close() for its whole keep-alive timeout, and a proxy's busy connections would never go idle at all.
 */
export async function closeConnections(options: CloseConnectionsOptions): Promise<void> {
  const { server, logger } = options;
  options.state.begin();
  options.endStreams();
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  const closeIdle = () => {
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
  try {
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        logger.warn("shutdown grace period over, closing open connections");
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, options.graceMs);
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      closeIdle();
      // Streams opened during the drain were ended at once; this ends any that slipped in between.
      options.endStreams();
    });
  } finally {
    clearInterval(sweep);
  }
}
