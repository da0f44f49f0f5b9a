import type { TestClient } from "./test-client.ts";

/** One Server-Sent Events message, or a comment line (the heartbeat). */
export type SseMessage = { event?: string; id?: string; data?: string; retry?: string; comment?: string };

export type SseConnection = {
  response: Response;
  /** The next message, comments included; rejects after `timeoutMs` or when the stream ends first. */
  next: (timeoutMs?: number) => Promise<SseMessage>;
  /** The next `change` event's sequence, skipping heartbeats. */
  nextChange: (timeoutMs?: number) => Promise<number>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close: () => void;
};

/**
 * Opens a streaming GET as a browser's EventSource would (the client's cookies, Accept:
 * text/event-stream, Last-Event-ID when given) and parses the SSE lines as they arrive.
 * A minimal parser: `event`, `id`, `data` (joined with newlines), `retry` and `:` comments.
 */
export async function openEventStream(
  client: TestClient,
  route: string,
  headers: Record<string, string> = {},
): Promise<SseConnection> {
  const abort = new AbortController();
  const response = await client.request(route, {
    headers: { Accept: "text/event-stream", ...headers },
    signal: abort.signal,
  });
  const queue: SseMessage[] = [];
  const waiters: (() => void)[] = [];
  let isDone = false;
  const notify = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  const ended = readMessages(response, (message) => {
    queue.push(message);
    notify();
  })
    .catch(() => undefined)
    .finally(() => {
      isDone = true;
      notify();
    });

  const next = async (timeoutMs = 5_000): Promise<SseMessage> => {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      if (isDone) throw new Error("the stream ended");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return queue.shift() as SseMessage;
  };
  const nextChange = async (timeoutMs = 5_000): Promise<number> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await next(Math.max(1, deadline - Date.now()));
      if (message.event !== "change") continue;
      const { seq } = JSON.parse(message.data ?? "") as { seq: number };
      if (message.id !== String(seq)) throw new Error(`id ${message.id} differs from data.seq ${seq}`);
      return seq;
    }
  };
  return { response, next, nextChange, ended, close: () => abort.abort() };
}

async function readMessages(response: Response, onMessage: (message: SseMessage) => void): Promise<void> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffer = "";
  let message: SseMessage = {};
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
      newline = buffer.search(/\r\n|\r|\n/);
      if (line === "") {
        if (Object.keys(message).length > 0) onMessage(message);
        message = {};
      } else if (line.startsWith(":")) {
        onMessage({ comment: line.slice(1).trim() });
      } else {
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event" || field === "id" || field === "retry") message[field] = value;
        else if (field === "data") message.data = message.data === undefined ? value : `${message.data}\n${value}`;
      }
    }
  }
}
