import { createHmac, timingSafeEqual } from "node:crypto";

/** Better Auth's TOTP settings, which Poriadok leaves at their defaults (RFC 6238's): 30 s, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps either side of now that Better Auth accepts (its `verify` window), so a clock off by 30 s still works. */
const TOTP_WINDOW = 1;

/** Better Auth stores a secret it imported from elsewhere as `base32:<secret>`; its own are used as UTF-8 bytes. */
const BASE32_PREFIX = "base32:";
const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The key bytes of a decrypted Better Auth TOTP secret. */
export function totpKey(secret: string): Buffer {
  if (!secret.startsWith(BASE32_PREFIX)) return Buffer.from(secret, "utf8");
  const bits = [...secret.slice(BASE32_PREFIX.length).toUpperCase().replace(/=+$/, "")]
    .map((char) => BASE32_ALPHABET.indexOf(char).toString(2).padStart(5, "0"))
    .join("");
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

/** RFC 4226's HOTP value for one counter (RFC 6238: the counter is the 30-second step). */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/**
 * The time step whose code `code` is, among those Better Auth accepts now (now ± one step), or null
 * when it is none of them. Every candidate is compared, in constant time, so the answer's timing does
 * not tell which step matched.
 */
export function matchingTotpStep(key: Buffer, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const given = Buffer.from(code, "ascii");
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (timingSafeEqual(given, Buffer.from(hotp(key, step), "ascii"))) matched = step;
  }
  return matched;
}
