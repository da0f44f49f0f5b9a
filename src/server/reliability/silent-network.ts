import type { AddressInfo } from "node:net";
import { createServer, type Socket, connect as tcpConnect } from "node:net";

/**
 * Stand-ins for a database that stops answering without closing its connections (a paused VM, a
 * cut network): what PostgreSQL's own timeouts cannot see, because no packet ever arrives.
 */
export type SilentNetwork = {
  port: number;
  /** From now on, nothing passes in either direction; open connections stay open. */
  fallSilent: () => void;
  close: () => Promise<void>;
};

/** Forwards TCP to `target` until fallSilent(); then swallows every byte. */
export async function startSilenceableProxy(target: { host: string; port: number }): Promise<SilentNetwork> {
  let isSilent = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = tcpConnect(target.port, target.host);
    track(client);
    track(upstream);
    client.on("data", (chunk) => isSilent || upstream.write(chunk));
    upstream.on("data", (chunk) => isSilent || client.write(chunk));
    client.on("close", () => isSilent || upstream.destroy());
    upstream.on("close", () => isSilent || client.destroy());
  });
  return listen(server, sockets, () => {
    isSilent = true;
  });
}

/** Accepts connections and never says a word: a database that hangs from the start. */
export async function startSilentListener(): Promise<SilentNetwork> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  });
  return listen(server, sockets, () => {});
}

async function listen(
  server: ReturnType<typeof createServer>,
  sockets: Set<Socket>,
  fallSilent: () => void,
): Promise<SilentNetwork> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    fallSilent,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
