import { type NetworkInterfaceInfo, networkInterfaces } from "node:os";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;
export type StartupWarning = { msg: string; fields: Record<string, unknown> };

const LOOPBACK_HOSTS = new Set(["localhost", "::1", "[::1]"]);

/** Whether HOST keeps the server reachable from this machine only. */
export function listensOnLoopbackOnly(host: string): boolean {
  const name = host.trim().toLowerCase();
  return LOOPBACK_HOSTS.has(name) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** Whether a URL leads to this machine only (localhost, 127.x, ::1): no phone on the LAN can use it. */
export function isLoopbackUrl(url: string): boolean {
  return listensOnLoopbackOnly(new URL(url).hostname);
}

/**
 * The machine's network interfaces, or none where they cannot be read: a sandbox without netlink (a
 * systemd unit's RestrictAddressFamilies, some containers) makes os.networkInterfaces() throw, and a
 * start-up warning's example addresses are no reason to refuse to start.
 */
function readInterfaces(): Interfaces {
  try {
    return networkInterfaces();
  } catch {
    return {};
  }
}

/** The machine's own IPv4 addresses others on the network can reach it at. */
export function networkAddresses(interfaces: Interfaces = readInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === "IPv4" && !entry.internal)
    .map((entry) => entry.address);
}

/**
 * Settings that work on the developer's machine but not for a household on a LAN or behind a proxy
 * (issue 26): said once at start, with what to set instead.
 */
export function startupWarnings(
  config: Pick<Config, "host" | "baseUrl" | "trustProxy">,
  port: number,
  interfaces?: Interfaces,
): StartupWarning[] {
  if (listensOnLoopbackOnly(config.host)) return [];
  const warnings: StartupWarning[] = [];
  if (isLoopbackUrl(config.baseUrl)) {
    // Read only here: a server kept to loopback never asks the system for its interfaces.
    const addresses = networkAddresses(interfaces ?? readInterfaces());
    const examples = addresses.map((address) => `BASE_URL=http://${address}:${port}`);
    warnings.push({
      msg:
        `BASE_URL is ${config.baseUrl} (the default when it is unset), but the server listens on ${config.host}: ` +
        "other devices can reach it, yet their sign-ups and changes are refused (403 forbidden_origin) and links " +
        `in mails lead to localhost. Set BASE_URL to the address people open${
          examples.length > 0
            ? `, e.g. ${examples.join(" or ")}`
            : ", e.g. BASE_URL=http://<this machine's address>:<port>"
        } (or https://<your domain> behind a proxy), or HOST=127.0.0.1 to keep the server to this machine.`,
      fields: { baseUrl: config.baseUrl, host: config.host, addresses },
    });
  }
  if (config.trustProxy > 0) {
    warnings.push({
      msg:
        `TRUST_PROXY is set, but the server listens on ${config.host}: a client that reaches the port directly ` +
        "can forge X-Forwarded-For and walk around the rate limits. Pair TRUST_PROXY with HOST=127.0.0.1 " +
        "(the proxy on the same machine) or a firewall that lets only the proxy reach the port.",
      fields: { trustProxy: config.trustProxy, host: config.host },
    });
  }
  return warnings;
}

export function logStartupWarnings(config: Config, port: number, logger: Logger): void {
  for (const warning of startupWarnings(config, port)) logger.warn(warning.msg, warning.fields);
}
