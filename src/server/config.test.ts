import { mkdtempSync, readdirSync, rmSync } from "node:fs";
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
      registration: "open",
      unconfirmedAccountDays: 7,
    });
  });

  it("reads who may sign up and when unconfirmed accounts go", () => {
    const config = loadConfig({ DATA_DIR: dataDir, REGISTRATION: "invite", UNCONFIRMED_ACCOUNT_DAYS: "3" });
    expect(config).toMatchObject({ registration: "invite", unconfirmedAccountDays: 3 });
    expect(loadConfig({ DATA_DIR: dataDir, REGISTRATION: "closed" }).registration).toBe("closed");
  });

  it("keeps 5 automatic backups before migrating unless MIGRATION_BACKUPS_KEPT says otherwise (0: none)", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).migrationBackupsKept).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir, MIGRATION_BACKUPS_KEPT: "0" }).migrationBackupsKept).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, MIGRATION_BACKUPS_KEPT: "-1" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, MIGRATION_BACKUPS_KEPT: "few" })).toThrow(/MIGRATION_BACKUPS_KEPT/);
  });

  it("generates no secret: without AUTH_SECRET and VAPID_* the shared ones come from the database", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.authSecret).toBeNull();
    expect(config.vapid).toMatchObject({ publicKey: null, privateKey: null });
    // Nothing written into DATA_DIR (shared-secrets.test.ts covers the database's values).
    expect(readdirSync(dataDir)).toEqual([]);
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
    [{ REGISTRATION: "invitation" }, /REGISTRATION must be open, invite or closed/],
    [{ UNCONFIRMED_ACCOUNT_DAYS: "0" }, /UNCONFIRMED_ACCOUNT_DAYS must be at least 1/],
    [{ UNCONFIRMED_ACCOUNT_DAYS: "1.5" }, /UNCONFIRMED_ACCOUNT_DAYS must be a whole number/],
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

  it("reads ADMIN_EMAILS trimmed and lower-cased (none by default), and refuses what is not an address", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).adminEmails).toEqual([]);
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: " Jana@Example.org, ops@example.org ," });
    expect(config.adminEmails).toEqual(["jana@example.org", "ops@example.org"]);
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: "jana@example.org, nobody" })).toThrow(ConfigError);
  });

  it("refuses a TRUST_PROXY that is neither a boolean nor a count", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
