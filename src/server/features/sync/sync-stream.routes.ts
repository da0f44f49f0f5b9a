import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppDeps } from "../../app-deps.ts";
import { AppError, errorBody } from "../../errors.ts";
import { bearerCredentials } from "../../http/bearer-token.ts";
import { documentedEventStream } from "../../http/openapi/documented.ts";
import { errorAnswer } from "../../http/openapi/security.ts";
import { requireUser } from "../../http/session.ts";
import { cookieValue } from "../../http/session-cache.ts";
import { type StreamCredential, sessionTokenOfCookie } from "./stream-credentials.ts";
import { askToReconnectSoon, runChangeStream } from "./sync-stream.ts";
import { ACCOUNT_CLOSED, MAX_STREAMS_PER_USER } from "./sync-stream-registry.ts";

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
        503: errorAnswer(
          "`too_many_streams`: this instance holds its most open streams (`SYNC_MAX_STREAMS`); try again after `Retry-After` seconds",
        ),
      },
    ),
    requireUser(auth),
    async (c) => {
      const userId = c.var.user.id;
      const credential = await streamCredential(c.req.header("Authorization"), c.req.header("Cookie"));
      const slot = liveSync.streams.open(userId);
      if (slot === "too_many_for_user")
        throw new AppError("too_many_streams", 429, "Too many live-sync connections are open for this account.");
      if (slot === "too_many_on_instance") {
        // Spread over the next interval, so refused clients do not all come back in the same second.
        const retryAfter = liveSync.retryAfterSeconds;
        c.header("Retry-After", String(retryAfter + Math.floor(Math.random() * retryAfter)));
        return c.json(errorBody("too_many_streams", "This server holds all the live-sync connections it can."), 503);
      }
      const sessionEnded = new AbortController();
      const signal = AbortSignal.any([slot.signal, sessionEnded.signal, c.req.raw.signal]);
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
            signal: AbortSignal.any([signal, left.signal]),
            // The instance's ticker re-checks the session (or token) with the other due streams'.
            joinHeartbeats: (beat) =>
              liveSync.heartbeats.add({ userId, credential, beat, end: () => sessionEnded.abort() }),
          });
        } catch (error) {
          // The sequence could not be read (database down): end the stream; EventSource reconnects.
          logger.warn("live sync: a stream ended on an error", { error });
        } finally {
          // Ended by this instance's stop (not by the client): tell the client to come back soon.
          const isStop = slot.signal.aborted && slot.signal.reason !== ACCOUNT_CLOSED;
          if (isStop && !left.signal.aborted) await askToReconnectSoon(stream, left.signal);
          slot.close();
        }
      });
      // A stream ends only when its client leaves, its session does or the server stops; its
      // connection is then closed rather than kept alive, so a stopping server need not wait for it.
      response.headers.set("Connection", "close");
      return response;
    },
  );

  /** What requireUser let in with: the personal API token, else the session cookie's session token. */
  async function streamCredential(authorization: string | undefined, cookies: string | undefined) {
    const bearer = bearerCredentials(authorization);
    if (bearer.kind === "token") return { kind: "token", token: bearer.token } satisfies StreamCredential;
    const value = cookieValue(cookies, await auth.sessionCookieName());
    const token = value === undefined ? null : sessionTokenOfCookie(value);
    if (token === null) throw new AppError("unauthorized", 401, "Sign in to use this.");
    return { kind: "session", token } satisfies StreamCredential;
  }
}

function parseLastEventId(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}
