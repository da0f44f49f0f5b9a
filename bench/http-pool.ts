import http from "node:http";
import { performance } from "node:perf_hooks";

/**
 * Plain node:http over one keep-alive agent with a fixed number of sockets: many virtual users
 * share a bounded pool, as they would share a reverse proxy's upstream connections. The time of a
 * request includes waiting for a free socket, which is what a user behind that pool would feel.
 */
export type Pool = {
  send: (request: PoolRequest) => Promise<PoolAnswer>;
  close: () => void;
};
export type PoolRequest = { method: string; path: string; cookie: string; json?: unknown };
/** `ms` from the call to the last byte (waiting for a socket included), `wireMs` from getting a socket. */
export type PoolAnswer = { status: number; body: string; ms: number; wireMs: number };

export function createPool(baseUrl: string, connections: number): Pool {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const send = ({ method, path, cookie, json }: PoolRequest) =>
    new Promise<PoolAnswer>((resolve) => {
      const started = performance.now();
      let onSocket = started;
      const body = json === undefined ? undefined : JSON.stringify(json);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            cookie,
            origin: url.origin,
            ...(body === undefined
              ? {}
              : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              ms: performance.now() - started,
              wireMs: performance.now() - onSocket,
            }),
          );
        },
      );
      // A refused or reset connection counts as an error answer (status 0), never as a crash of the bench.
      request.on("socket", () => {
        onSocket = performance.now();
      });
      request.on("error", (error) =>
        resolve({
          status: 0,
          body: String(error),
          ms: performance.now() - started,
          wireMs: performance.now() - onSocket,
        }),
      );
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}
