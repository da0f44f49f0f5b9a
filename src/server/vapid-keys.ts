import { generateKeyPairSync } from "node:crypto";

/** The server's Web Push identity (RFC 8292): push services accept messages signed with this key. */
export type VapidKeys = {
  /** Uncompressed P-256 point, base64url: what the browser's pushManager.subscribe() is given. */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
  /** mailto: or https: contact the push services may use (VAPID `sub`). */
  subject: string;
};

/** What the environment says about the keys: the pair only when both halves are set (config.ts checks that). */
export type VapidSettings = { publicKey: string | null; privateKey: string | null; subject: string };

type VapidEnv = { publicKey?: string; privateKey?: string; subject?: string };

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set; otherwise the pair is generated once and
 * kept in the database (shared-secrets.ts), so every instance signs with the same key: a new key
 * would silently orphan every browser's subscription.
 */
export function vapidSettings(
  env: VapidEnv,
  fallback: { baseUrl: string; contactEmail: string | null },
): VapidSettings {
  const subject = env.subject ?? defaultSubject(fallback);
  const isPairSet = Boolean(env.publicKey && env.privateKey);
  return {
    publicKey: isPairSet ? (env.publicKey ?? null) : null,
    privateKey: isPairSet ? (env.privateKey ?? null) : null,
    subject,
  };
}

/** Whether `value` (a stored or legacy vapid-keys.json text) holds a pair of the shape Web Push uses. */
export function parseVapidPair(value: string): { publicKey: string; privateKey: string } | null {
  try {
    const { publicKey, privateKey } = JSON.parse(value) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof publicKey !== "string" || !/^[A-Za-z0-9_-]{80,90}$/.test(publicKey)) return null;
    if (typeof privateKey !== "string" || !/^[A-Za-z0-9_-]{40,46}$/.test(privateKey)) return null;
    return { publicKey, privateKey };
  } catch {
    return null;
  }
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
