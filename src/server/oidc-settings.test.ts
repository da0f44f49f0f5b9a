import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "poriadok-oidc-config-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const OIDC = {
  OIDC_ISSUER: "https://id.example.org/realms/home/",
  OIDC_CLIENT_ID: "poriadok",
  OIDC_CLIENT_SECRET: "a secret of the client",
  OIDC_NAME: " Family ID ",
};

describe("sign-in with an identity provider (OIDC_*)", () => {
  it("is off unless configured", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).oidc).toBeNull();
  });

  it("reads the issuer (its discovery document below it), the client and the button's name", () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...OIDC }).oidc).toEqual({
      issuer: "https://id.example.org/realms/home",
      discoveryUrl: "https://id.example.org/realms/home/.well-known/openid-configuration",
      clientId: "poriadok",
      clientSecret: "a secret of the client",
      name: "Family ID",
    });
  });

  it("refuses to start with some of the four settings but not all, naming the missing ones", () => {
    const { OIDC_CLIENT_SECRET: _secret, OIDC_NAME: _name, ...partial } = OIDC;
    expect(() => loadConfig({ DATA_DIR: dataDir, ...partial })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...partial })).toThrow(/missing: OIDC_CLIENT_SECRET, OIDC_NAME/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OIDC_NAME: "Family ID" })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME \(or none\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...OIDC, OIDC_ISSUER: "id.example.org" })).toThrow(/OIDC_ISSUER/);
  });
});
