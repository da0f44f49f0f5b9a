const STREAM_URL = "/api/sync/stream";

/** After the server refused the stream (no session, too many streams, a fault): wait, longer each time. */
export const REOPEN_DELAYS_MS = [1000, 5000, 15_000, 60_000];

/**
 * Each pause is drawn between half and one and a half of its step: a full instance (503
 * `too_many_streams`) or a restart refuses many devices at once, and they must not all come back in
 * the same second. EventSource cannot read Retry-After, so these steps stand in for it.
 */
function reopenDelay(refusals: number): number {
  const step = REOPEN_DELAYS_MS[Math.min(refusals, REOPEN_DELAYS_MS.length - 1)] ?? 60_000;
  return Math.round(step * (0.5 + Math.random()));
}

export type ChangeStream = {
  /** Opens the stream again at once if it is closed for good (the browser's own retries gave up). */
  ensureOpen: () => void;
  close: () => void;
};

/**
 * The live change sequence (`GET /api/sync/stream`, Server-Sent Events): calls `onChange` with each
 * `change` event's sequence — the current one at connect, then each newer. EventSource reconnects by
 * itself after a network error (sending Last-Event-ID); when the server refuses it instead (an answer
 * that is no stream: 401, 429, 503 when the instance is full, 5xx) it closes for good, so it is opened
 * again here after a pause that grows with each refusal (up to a minute, never given up), and
 * `onRefused` lets the caller check whether the session is gone.
 */
export function openChangeStream(handlers: { onChange: (seq: number) => void; onRefused: () => void }): ChangeStream {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let refusals = 0;
  let closed = false;

  const open = () => {
    reopenTimer = null;
    if (closed) return;
    source?.close();
    const current = new EventSource(STREAM_URL);
    source = current;
    current.addEventListener("open", () => {
      refusals = 0;
    });
    current.addEventListener("change", (event) => {
      const seq = Number((JSON.parse((event as MessageEvent<string>).data) as { seq?: unknown }).seq);
      if (Number.isSafeInteger(seq)) handlers.onChange(seq);
    });
    current.addEventListener("error", () => {
      if (current.readyState !== EventSource.CLOSED || closed) return;
      const delay = reopenDelay(refusals);
      refusals += 1;
      reopenTimer = setTimeout(open, delay);
      handlers.onRefused();
    });
  };
  open();

  return {
    ensureOpen: () => {
      if (closed || source?.readyState !== EventSource.CLOSED) return;
      if (reopenTimer !== null) clearTimeout(reopenTimer);
      open();
    },
    close: () => {
      closed = true;
      if (reopenTimer !== null) clearTimeout(reopenTimer);
      source?.close();
    },
  };
}
