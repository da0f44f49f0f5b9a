import { globalAgent, Agent as HttpsAgent, type RequestOptions } from "node:https";
import type { LookupFunction, Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { ResolvedAddress } from "./host-resolver.ts";

/**
 * A push service answers with a status and a few bytes. web-push keeps the whole answer in memory and
 * its timeout only measures silence, so an endpoint on a host of the user's choosing could send
 * without end, or a byte every few seconds: the connection is cut past these.
 */
export const MAX_ANSWER_BYTES = 64 * 1024;
export const CONNECTION_DEADLINE_MS = 20_000;

/**
 * An HTTPS agent that connects only to the addresses the endpoint check approved: its `lookup`
 * answers them whatever name it is asked, so a DNS answer that changes between the check and the
 * connection (DNS rebinding) is never asked for. TLS still checks the certificate against the
 * endpoint's host name (the request's `servername` is its host, not the address). The CA is the
 * process's global agent's, which web-push used before it was given an agent (tests trust their
 * fake push service's certificate there).
 */
export function pinnedAgent(addresses: ResolvedAddress[]): HttpsAgent {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : (options.family ?? 0);
    const usable = addresses.filter((entry) => family === 0 || entry.family === family);
    const [first] = usable;
    if (!first) {
      callback(Object.assign(new Error("no approved address of that family"), { code: "ENOTFOUND" }), "", 0);
    } else if (options.all) {
      callback(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
  return new BoundedAgent({ lookup, keepAlive: false, ca: globalAgent.options.ca });
}

class BoundedAgent extends HttpsAgent {
  override createConnection(
    options: RequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const socket = super.createConnection(options, callback) as Socket | null | undefined;
    if (socket) bound(socket);
    return socket;
  }
}

function bound(socket: Socket): void {
  const deadline = setTimeout(
    () => socket.destroy(new Error(`push service took over ${CONNECTION_DEADLINE_MS} ms`)),
    CONNECTION_DEADLINE_MS,
  );
  deadline.unref();
  socket.once("close", () => clearTimeout(deadline));
  socket.on("data", () => {
    if (socket.bytesRead > MAX_ANSWER_BYTES) {
      socket.destroy(new Error(`push service answered over ${MAX_ANSWER_BYTES} bytes`));
    }
  });
}
