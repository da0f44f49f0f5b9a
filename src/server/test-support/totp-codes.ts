import { createHmac } from "node:crypto";
import { expect } from "vitest";
import type { TestClient } from "./test-client.ts";

/**
 * An authenticator app for server tests, written from RFC 4226 and RFC 6238 with Node's crypto and
 * nothing of the server's: it reads the `otpauth://` URI the server answers, as a phone scanning
 * the QR code would, and computes codes for any 30-second step.
 */
export type Authenticator = { secret: Buffer; codeAt: (step: number) => string };

const PERIOD_SECONDS = 30;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The 30-second step a moment is in (RFC 6238's T). */
export const stepAt = (ms = Date.now()) => Math.floor(ms / 1000 / PERIOD_SECONDS);

export function authenticatorFor(totpURI: string): Authenticator {
  const uri = new URL(totpURI);
  expect(uri.protocol).toBe("otpauth:");
  expect(uri.host).toBe("totp");
  const encoded = uri.searchParams.get("secret") ?? "";
  const bits = [...encoded.toUpperCase()].map((char) => BASE32.indexOf(char).toString(2).padStart(5, "0")).join("");
  const secret = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  return { secret, codeAt: (step) => hotp(secret, step) };
}

function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = (mac[19] ?? 0) & 0xf;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/**
 * Waits, when needed, until at least `neededMs` of the current step remain, so that a test's codes
 * keep their meaning (this step, the one before, the one after) while it runs.
 */
export async function awayFromStepEdge(neededMs = 20_000): Promise<void> {
  const intoStep = Date.now() % (PERIOD_SECONDS * 1000);
  const left = PERIOD_SECONDS * 1000 - intoStep;
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Turns two-factor sign-in on for a signed-in client, confirmed with the code of `step`. */
export async function turnOnTwoFactor(
  client: TestClient,
  password: string,
  step = stepAt(),
): Promise<{ authenticator: Authenticator; backupCodes: string[] }> {
  const enabled = await client.post("/api/auth/two-factor/enable", { password });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const authenticator = authenticatorFor(totpURI);
  const confirmed = await client.post("/api/auth/two-factor/verify-totp", { code: authenticator.codeAt(step) });
  expect(confirmed.status).toBe(200);
  return { authenticator, backupCodes };
}
