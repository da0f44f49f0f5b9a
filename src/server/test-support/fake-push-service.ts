import { execFileSync } from "node:child_process";
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, globalAgent } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { decrypt } from "http_ece";
import type { EnvConfig } from "../config.ts";
import type { HostResolver } from "../features/reminders/push-network/host-resolver.ts";

/** The certificate also covers this domain and its subdomains (names no real DNS answers: RFC 6761's .test). */
export const FAKE_PUSH_DOMAIN = "push.test";

/**
 * A test server's `configure` (test-server.ts) that lets it send to this service on 127.0.0.1,
 * optionally through `resolveHost` (a test's DNS for names under FAKE_PUSH_DOMAIN).
 */
export function allowFakePushService(config: EnvConfig, resolveHost?: HostResolver): EnvConfig {
  return { ...config, push: { ...config.push, allowPrivateAddressesForTests: true, resolveHost } };
}

/** A push message as the browser would see it, after the checks a real push service makes. */
export type ReceivedPush = {
  endpoint: string;
  payload: Record<string, unknown>;
  /** The VAPID JWT's claims (already verified against the key in the header). */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  ttl: string | undefined;
};

/** A fake browser's subscription: what PushSubscription.toJSON() gives, plus its private key. */
export type FakeBrowser = {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
};

export type FakePushService = {
  origin: string;
  received: ReceivedPush[];
  /** Requests the service refused (a bad JWT, an undecryptable body), with the reason. */
  refused: string[];
  /**
   * A fake browser subscribed here; `host` (a name under FAKE_PUSH_DOMAIN, which the certificate
   * covers) puts a name in its endpoint in place of 127.0.0.1: the test's resolver then decides
   * where that name leads.
   */
  newBrowser: (host?: string) => FakeBrowser;
  /** From now on the push service answers `status` for this endpoint (410: the browser dropped it). */
  answer: (endpoint: string, status: number) => void;
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedPush[]>;
  close: () => Promise<void>;
};

/**
 * A local HTTPS server playing a push service (RFC 8030/8291/8292): it checks the VAPID JWT's ES256
 * signature with the key in the Authorization header, its audience (the endpoint's origin) and
 * expiry, and decrypts the aes128gcm body with the fake browser's private key and auth secret.
 * web-push speaks https only, so the test trusts the server's self-signed certificate through the
 * process's https.globalAgent, whose CA the push sender's agent takes (push-network/pinned-agent.ts).
 * It listens on 127.0.0.1, which the push network's rules refuse: a server sends here only with
 * config.push.allowPrivateAddressesForTests (or a test resolver and that flag).
 */
export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(path.join(tmpdir(), "poriadok-push-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      `subjectAltName=IP:127.0.0.1,DNS:${FAKE_PUSH_DOMAIN},DNS:*.${FAKE_PUSH_DOMAIN}`,
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(certFile);
  const browsers = new Map<string, FakeBrowser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters = new Set<() => void>();

  const server = createServer({ key: readFileSync(keyFile), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      // By the name the sender used: 127.0.0.1, or a name under FAKE_PUSH_DOMAIN a test resolves.
      const endpoint = `https://${request.headers.host}${request.url}`;
      try {
        const browser = browsers.get(endpoint);
        if (!browser) throw new Error(`unknown endpoint ${endpoint}`);
        const status = answers.get(endpoint) ?? 201;
        if (status !== 201) {
          response.writeHead(status).end();
          return;
        }
        const { claims, publicKey } = verifyVapid(request.headers.authorization, endpoint);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const body = decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: browser.ecdh,
          authSecret: browser.subscription.keys.auth,
        });
        received.push({
          endpoint,
          payload: JSON.parse(body.toString("utf8")) as Record<string, unknown>,
          claims,
          vapidPublicKey: publicKey,
          ttl: request.headers.ttl as string | undefined,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const previousCa = globalAgent.options.ca;
  globalAgent.options.ca = cert;

  return {
    origin,
    received,
    refused,
    newBrowser: (host) => {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const base = host ? `https://${host}:${new URL(origin).port}` : origin;
      const endpoint = `${base}/push/${randomBytes(12).toString("hex")}`;
      const browser: FakeBrowser = {
        ecdh,
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
        },
      };
      browsers.set(endpoint, browser);
      return browser;
    },
    answer: (endpoint, status) => answers.set(endpoint, status),
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} pushes arrived; refused: ${refused.join("; ")}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      globalAgent.options.ca = previousCa;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` as a push service does (RFC 8292). */
function verifyVapid(header: string | undefined, endpoint: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no vapid authorization: ${header}`);
  const [jwt, publicKey] = [match[1], match[2]];
  const [head, body, signature] = jwt.split(".") as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg: string };
  if (jwtHeader.alg !== "ES256") throw new Error(`alg ${jwtHeader.alg}`);
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const isValid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!isValid) throw new Error("VAPID signature does not verify");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["claims"];
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud}`);
  const nowSeconds = Date.now() / 1000;
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { claims, publicKey };
}
