import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "poriadok-config-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("configuration", () => {
  it("has documented defaults: port 3000, embedded database, local base URL", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      baseUrl: "http://localhost:3000",
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: "Poriadok <no-reply@localhost>",
      contactEmail: null,
      supportEmail: null,
      donationIban: null,
    });
  });

  it("generates AUTH_SECRET once, keeps it private in DATA_DIR and reuses it", () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("prefers an AUTH_SECRET from the environment", () => {
    const secret = "s".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  it("treats empty variables as unset and trims a trailing slash from BASE_URL", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: "",
      DATABASE_URL: "",
      BASE_URL: "https://poriadok.example.sk/",
    });
    expect(config.smtpUrl).toBeNull();
    expect(config.databaseUrl).toBeNull();
    expect(config.baseUrl).toBe("https://poriadok.example.sk");
    expect(config.mailFrom).toBe("Poriadok <no-reply@poriadok.example.sk>");
  });

  it.each([
    [{ PORT: "seventy" }, /PORT/],
    [{ BASE_URL: "not a url" }, /BASE_URL/],
    [{ DATABASE_URL: "mysql://localhost/db" }, /DATABASE_URL must start with postgres/],
    [{ AUTH_SECRET: "short" }, /AUTH_SECRET must be at least 32 characters/],
    [{ CONTACT_EMAIL: "nobody" }, /CONTACT_EMAIL/],
  ])("refuses %o with a message naming the setting", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it.each([
    [undefined, 0],
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["1", 1],
    ["2", 2],
  ])("reads TRUST_PROXY=%s as %i proxies in front", (value, proxies) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toBe(proxies);
  });

  it("refuses a TRUST_PROXY that is neither a boolean nor a count", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
