import { createHmac } from "node:crypto";

/**
 * An authenticator app for the browser tests: the codes of RFC 6238 (HMAC-SHA-1, 30 s, 6 digits) for
 * the key shown on Settings → Account as base32 text, computed with Node's crypto.
 */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const PERIOD_MS = 30_000;

export const currentStep = () => Math.floor(Date.now() / PERIOD_MS);

export function totpCode(base32Key: string, step = currentStep()): string {
  const bits = [...base32Key.replace(/\s+/g, "").toUpperCase()]
    .map((char) => BASE32.indexOf(char).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac[19] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Waits, when needed, until at least `neededMs` of the current 30-second step are left. */
export async function awayFromStepEdge(neededMs = 15_000): Promise<void> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
