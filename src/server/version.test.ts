import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { readBuildInfo, readCommit, shortCommit } from "./version.ts";

describe("the version and commit the server reports", () => {
  it("takes the commit from POR_COMMIT or SOURCE_COMMIT first", () => {
    expect(readCommit("0123ABCDEF4567")).toBe("0123abcdef4567");
  });

  it("asks git when running from the sources", () => {
    let head = "unknown";
    try {
      head = execFileSync("git", ["rev-parse", "HEAD"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      // No git here: the server cannot know its commit either.
    }
    expect(readBuildInfo(null)).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), commit: head });
  });

  it("shortens a commit as git shows it, and leaves unknown alone", () => {
    expect(shortCommit("0123456789abcdef0123456789abcdef01234567")).toBe("0123456");
    expect(shortCommit("unknown")).toBe("unknown");
  });

  it("refuses a commit variable that is not a commit", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "poriadok-version-"));
    try {
      const env = { DATA_DIR: dataDir, POR_COMMIT: "main; rm -rf /" };
      expect(() => loadConfig(env)).toThrow(/POR_COMMIT must be a git commit/);
      expect(loadConfig({ ...env, POR_COMMIT: "", SOURCE_COMMIT: "abc1234" }).sourceCommit).toBe("abc1234");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
