import { generateKeyPairSync } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The server's Web Push identity (RFC 8292): push services accept messages signed with this key. */
export type VapidKeys = {
  /** Uncompressed P-256 point, base64url: what the browser's pushManager.subscribe() is given. */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
  /** mailto: or https: contact the push services may use (VAPID `sub`). */
  subject: string;
};

type VapidEnv = { publicKey?: string; privateKey?: string; subject?: string };

/**
 * From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set (several instances must share them),
 * otherwise from DATA_DIR/vapid-keys.json, made on first start like the auth secret: a new key
 * would silently orphan every browser's subscription, so it is kept across restarts.
 */
export function readOrCreateVapidKeys(
  dataDir: string,
  env: VapidEnv,
  fallback: { baseUrl: string; contactEmail: string | null },
): VapidKeys {
  const subject = env.subject ?? defaultSubject(fallback);
  if (env.publicKey && env.privateKey) return { publicKey: env.publicKey, privateKey: env.privateKey, subject };
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: "wx" });
  return { ...keys, subject };
}

/** A fresh P-256 key pair in the encodings Web Push uses (node:crypto, no push library needed). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = publicKey.export({ format: "der", type: "spki" }).subarray(-65);
  return { publicKey: point.toString("base64url"), privateKey: String(jwk.d) };
}

/** Push services reject a plain http: subject, so a local BASE_URL falls back to a mailto: address. */
function defaultSubject({ baseUrl, contactEmail }: { baseUrl: string; contactEmail: string | null }): string {
  if (contactEmail) return `mailto:${contactEmail}`;
  const url = new URL(baseUrl);
  return url.protocol === "https:" ? url.origin : `mailto:no-reply@${url.hostname}`;
}
