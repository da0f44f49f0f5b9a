import type { SSEStreamingApi } from "hono/streaming";
import type { Kysely } from "kysely";
import type { ChangeBus } from "../../core/changes/change-bus.ts";
import { readDataVersion } from "../../core/write/data-version.ts";
import type { Database } from "../../db/types.ts";

export type ChangeStreamOptions = {
  userId: string;
  /** The Last-Event-ID a reconnecting EventSource sent: the sequence the device last heard, if any. */
  lastEventId: number | null;
  bus: ChangeBus;
  db: Kysely<Database>;
  /**
   * Joins the instance's heartbeat ticker (stream-heartbeats.ts) with the function it calls when this
   * stream's heartbeat is due and its session still holds; returns the leaving. A session found gone
   * aborts `signal` instead.
   */
  joinHeartbeats: (beat: () => void) => () => void;
  /** Aborts when the client leaves, the session ends or the server shuts down. */
  signal: AbortSignal;
};

/**
 * One device's live-sync stream: `event: change`, `id: <seq>`, `data: {"seq":<seq>}` — the user's
 * change sequence, never data; the device pulls from its cursor. The current sequence goes out at
 * once (unless Last-Event-ID already names it), then each higher one heard from the change bus; a
 * burst heard while a write is under way goes out as its highest sequence only. A comment line at
 * each heartbeat the instance's ticker calls keeps proxies from closing an idle connection. Resolves when the stream should end —
 * Hono closes the response then, so this must stay pending until that (honojs/hono#2050). Every
 * write is raced against `signal`: a write to a client that left can wait for ever (honojs/hono#1902).
 */
export async function runChangeStream(stream: SSEStreamingApi, options: ChangeStreamOptions): Promise<void> {
  const { signal } = options;
  let heard = -1;
  let wake: (() => void) | undefined;
  let isBeatDue = false;
  // Subscribed before the current sequence is read, so a write committing in between is not missed.
  const unsubscribe = options.bus.subscribe(options.userId, (seq) => {
    if (seq <= heard) return;
    heard = seq;
    wake?.();
  });
  const leaveHeartbeats = options.joinHeartbeats(() => {
    isBeatDue = true;
    wake?.();
  });
  try {
    const current = await readDataVersion(options.db, options.userId);
    heard = Math.max(heard, current);
    let sent = options.lastEventId === current ? current : -1;
    while (!signal.aborted) {
      if (heard > sent) {
        const seq = heard;
        const event = { event: "change", id: String(seq), data: JSON.stringify({ seq }) };
        if (!(await untilEnded(stream.writeSSE(event), signal))) break;
        sent = seq;
        continue;
      }
      if (isBeatDue) {
        isBeatDue = false;
        if (!(await untilEnded(stream.write(": heartbeat\n\n"), signal))) break;
        continue;
      }
      await sleepUntilWoken(signal, (resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } finally {
    leaveHeartbeats();
    unsubscribe();
  }
}

/** How soon a stream ended by the server's stop reconnects: at least the first, plus up to the second, at random. */
export const RECONNECT_AFTER_STOP_MS = [250, 1_000] as const;

/**
 * Before a stream ends because this instance stops: `retry: <ms>` makes the browser's EventSource
 * reconnect that soon (a proxy sends it to another instance) instead of after its default 3–5 s. A
 * stream that simply ends is no error to EventSource (it reconnects by itself, web lib/sync shows
 * nothing); the spread keeps a thousand streams from coming back in the same instant. Bounded: a
 * client that no longer reads does not hold the stop.
 */
export async function askToReconnectSoon(stream: SSEStreamingApi, signal: AbortSignal): Promise<void> {
  const [least, spread] = RECONNECT_AFTER_STOP_MS;
  const retryMs = least + Math.floor(Math.random() * spread);
  await untilEnded(stream.write(`retry: ${retryMs}\n\n`), AbortSignal.any([signal, AbortSignal.timeout(1_000)]));
}

/*
 * Both helpers below listen to `signal` for one wait and stop listening after it. Racing against one
 * long-lived "ended" promise instead would add a reaction to it at every write and heartbeat, kept
 * until the stream ends — memory that grows for as long as a device stays connected (days).
 */

/** True when `work` finished, false when the stream ended first (or the write failed). */
function untilEnded(work: Promise<unknown>, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const finish = (isDone: boolean) => {
      signal.removeEventListener("abort", onEnd);
      resolve(isDone);
    };
    const onEnd = () => finish(false);
    signal.addEventListener("abort", onEnd, { once: true });
    work.then(
      () => finish(true),
      () => finish(false),
    );
  });
}

/** Waits until woken (a new sequence, a heartbeat due) or the stream has ended, whichever comes first. */
function sleepUntilWoken(signal: AbortSignal, setWake: (wake: () => void) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      signal.removeEventListener("abort", done);
      resolve();
    };
    if (signal.aborted) return resolve();
    signal.addEventListener("abort", done, { once: true });
    setWake(done);
  });
}
