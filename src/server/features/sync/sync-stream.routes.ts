import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../errors.ts";
import { bearerCredentials } from "../../http/bearer-token.ts";
import { documentedEventStream } from "../../http/openapi/documented.ts";
import { requireUser } from "../../http/session.ts";
import { runChangeStream } from "./sync-stream.ts";
import { MAX_STREAMS_PER_USER } from "./sync-stream-registry.ts";

/**
 * GET /api/sync/stream: Server-Sent Events telling a signed-in device its user's change sequence
 * (sync-stream.ts). The web app opens it with `new EventSource('/api/sync/stream')` (the session
 * cookie goes along); a reconnecting EventSource sends Last-Event-ID, the last sequence it heard.
 */
export function syncStreamRoutes(deps: AppDeps) {
  const { liveSync, auth, logger } = deps;
  return new Hono().get(
    "/stream",
    documentedEventStream(
      "sync",
      "Live change sequence (Server-Sent Events)",
      'Events `event: change`, `id: <seq>`, `data: {"seq":<seq>}`: the user\'s current change sequence at once (unless `Last-Event-ID` already names it), then each newer one as writes commit, bursts coalesced. Only the sequence, never data: pull the changes with GET /api/sync?since=<cursor>. A comment line every 15 s keeps the connection open; the stream ends when the session does.',
      {
        429: {
          description: `\`too_many_streams\`: the user already holds ${MAX_STREAMS_PER_USER} open streams on this instance`,
        },
      },
    ),
    requireUser(auth),
    (c) => {
      const userId = c.var.user.id;
      const bearer = bearerCredentials(c.req.header("Authorization"));
      const slot = liveSync.streams.open(userId);
      if (!slot)
        throw new AppError("too_many_streams", 429, "Too many live-sync connections are open for this account.");
      const signal = AbortSignal.any([slot.signal, c.req.raw.signal]);
      c.header("X-Accel-Buffering", "no"); // nginx would otherwise hold the events in its buffer
      const response = streamSSE(c, async (stream) => {
        const left = new AbortController();
        stream.onAbort(() => left.abort());
        try {
          await runChangeStream(stream, {
            userId,
            lastEventId: parseLastEventId(c.req.header("Last-Event-ID")),
            bus: liveSync.bus,
            db: deps.database.db,
            heartbeatMs: liveSync.heartbeatMs,
            signal: AbortSignal.any([signal, left.signal]),
            isSessionValid: async () => {
              try {
                // A personal API token's stream lasts while the token does (revoked or expired: it ends).
                if (bearer.kind === "token") return await auth.apiTokens.isActive(bearer.token);
                return (await auth.api.getSession({ headers: c.req.raw.headers })) !== null;
              } catch (error) {
                // The database is unreachable: keep the stream; the next heartbeat asks again.
                logger.warn("live sync: the session could not be checked", { error });
                return true;
              }
            },
          });
        } catch (error) {
          // The sequence could not be read (database down): end the stream; EventSource reconnects.
          logger.warn("live sync: a stream ended on an error", { error });
        } finally {
          slot.close();
        }
      });
      // A stream ends only when its client leaves, its session does or the server stops; its
      // connection is then closed rather than kept alive, so a stopping server need not wait for it.
      response.headers.set("Connection", "close");
      return response;
    },
  );
}

function parseLastEventId(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}
