import type { MiddlewareHandler } from "hono";
import { errorBody } from "../../../errors.ts";

export type ImportGateOptions = { concurrent: number; retryAfterSeconds: number };

/**
 * One import at a time per instance: reading a 20 MB file takes a worker thread with up to 128 MB of
 * heap and a core for seconds, and writing it holds the database's writer; more at once would only
 * multiply the memory. An import arriving while one runs is answered 503 `server_busy` with
 * `Retry-After` at once — before its body is read, so a waiting upload never sits in memory — and
 * the web waits as asked and sends the file again (web `useImportData`), for up to two minutes.
 */
export const IMPORT_GATE: ImportGateOptions = { concurrent: 1, retryAfterSeconds: 5 };

export function importGate({ concurrent, retryAfterSeconds }: ImportGateOptions = IMPORT_GATE): MiddlewareHandler {
  let running = 0;
  return async (c, next) => {
    if (running >= concurrent) {
      return c.json(errorBody("server_busy", "Another import is running. Please try again in a moment."), 503, {
        "Retry-After": String(retryAfterSeconds),
      });
    }
    running += 1;
    try {
      await next();
    } finally {
      running -= 1;
    }
  };
}
