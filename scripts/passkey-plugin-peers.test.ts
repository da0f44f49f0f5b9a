import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * @better-auth/passkey pins its peers to exact versions of an older Better Auth release, so
 * package.json's `overrides` give it the versions Better Auth itself depends on (docs/decisions/023).
 * When Better Auth is upgraded, those must follow; this says so before npm does (ERESOLVE, or a
 * second copy of Better Auth's utilities beside the first).
 */
const root = path.resolve(import.meta.dirname, "..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

describe("the passkey plugin's overridden peers", () => {
  it("are the versions the installed Better Auth depends on", () => {
    const overrides = (readJson("package.json").overrides as Record<string, Record<string, string>>)[
      "@better-auth/passkey"
    ];
    const betterAuth = readJson("node_modules/better-auth/package.json").dependencies as Record<string, string>;
    expect(overrides).toBeDefined();
    for (const [name, version] of Object.entries(overrides ?? {}))
      expect([name, version]).toEqual([name, betterAuth[name]]);
  });
});
