import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ReadMail, readMail } from "../../src/server/test-support/read-mail.ts";

/**
 * The e2e mail catcher: the server under test runs without SMTP_URL, so it writes every mail to
 * DATA_DIR/outbox as an .eml file — the same path a self-hoster uses before setting up mail.
 */
function outboxDir(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error("E2E_RUN_DIR is not set; run the browser tests through playwright.config.ts");
  return path.join(runDir, "data", "outbox");
}

const taken = new Set<string>();

/**
 * Waits for the next mail to `address` (optionally with a subject matching `subject`) and returns it.
 * `outbox`: another server's DATA_DIR/outbox (the budget script's); by default the browser tests' server.
 */
export async function waitForMail(
  address: string,
  { subject, timeoutMs = 15_000, outbox }: { subject?: RegExp; timeoutMs?: number; outbox?: string } = {},
): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dir = outbox ?? outboxDir();
    const files = existsSync(dir) ? readdirSync(dir).sort() : [];
    for (const file of files) {
      if (taken.has(file)) continue;
      const mail = readMail(readFileSync(path.join(dir, file), "utf8"));
      if (!mail.to.toLowerCase().includes(address.toLowerCase())) continue;
      if (subject && !subject.test(mail.subject)) continue;
      taken.add(file);
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} in ${outbox ?? outboxDir()} within ${timeoutMs} ms`);
}

/** The one link of a mail that contains `fragment`. */
export function linkIn(mail: ReadMail, fragment: string): string {
  const link = mail.links.find((href) => href.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in mail "${mail.subject}": ${mail.text}`);
  return link;
}
