import { createPublicKey, createSign, createVerify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { generateVapidKeys } from "./vapid-keys.ts";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "poriadok-vapid-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("VAPID keys", () => {
  it("are generated once into DATA_DIR (owner-only) and read back on the next start", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).vapid;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(first);
    expect(JSON.parse(readFileSync(path.join(dir, "vapid-keys.json"), "utf8"))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
  });

  it("make a working ES256 pair: a signature with the private half verifies with the public point", () => {
    const { publicKey, privateKey } = generateVapidKeys();
    const point = Buffer.from(publicKey, "base64url");
    const jwk = {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    };
    const signature = createSign("sha256")
      .update("poriadok")
      .sign({ key: { ...jwk, d: privateKey }, format: "jwk" });
    expect(
      createVerify("sha256")
        .update("poriadok")
        .verify(createPublicKey({ key: jwk, format: "jwk" }), signature),
    ).toBe(true);
  });

  it("come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (several instances), with the subject", () => {
    const dir = dataDir();
    const pair = generateVapidKeys();
    const config = loadConfig({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: "https://poriadok.example/contact",
    });
    expect(config.vapid).toEqual({ ...pair, subject: "https://poriadok.example/contact" });
    expect(() => statSync(path.join(dir, "vapid-keys.json"))).toThrow();
  });

  it("name the operator as subject: CONTACT_EMAIL, an https BASE_URL, else no-reply at its host", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), CONTACT_EMAIL: "jana@example.org" }).vapid.subject).toBe(
      "mailto:jana@example.org",
    );
    expect(loadConfig({ DATA_DIR: dataDir(), BASE_URL: "https://poriadok.example" }).vapid.subject).toBe(
      "https://poriadok.example",
    );
    expect(loadConfig({ DATA_DIR: dataDir(), BASE_URL: "http://192.168.1.5:3000" }).vapid.subject).toBe(
      "mailto:no-reply@192.168.1.5",
    );
  });

  it("refuse a malformed key or subject with a clear configuration error", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: "not a key" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_SUBJECT: "http://example.org" })).toThrow(/VAPID_SUBJECT/);
  });
});
