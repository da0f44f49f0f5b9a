import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.ts";
import { createMailer } from "./mailer.ts";

const folders: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the outbox folder (no SMTP_URL)", () => {
  it("keeps two mails to one address written in the same millisecond as two files", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "poriadok-outbox-"));
    folders.push(dataDir);
    const mailer = createMailer({
      smtpUrl: null,
      mailFrom: "poriadok@example.test",
      dataDir,
      logger: createLogger("silent"),
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T10:00:00.000Z"));
    const mail = (subject: string) => ({ to: "jana@example.test", subject, text: subject, html: subject, link: "" });
    await mailer.send(mail("First"));
    await mailer.send(mail("Second"));
    const files = readdirSync(path.join(dataDir, "outbox")).sort();
    expect(files).toEqual([
      "2026-11-27T10-00-00-000Z-jana-example-test-2.eml",
      "2026-11-27T10-00-00-000Z-jana-example-test.eml",
    ]);
    const subjects = files.map(
      (file) => /^Subject: (.*)$/m.exec(readFileSync(path.join(dataDir, "outbox", file), "utf8"))?.[1],
    );
    expect(subjects.sort()).toEqual(["First", "Second"]);
  });
});
