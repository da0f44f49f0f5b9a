import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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
// Every mail read so far, by path, with the size it had: a run writes hundreds of mails (the other
// worker's too), and parsing each of them again on every poll made each wait slower than the last.
// A file read while it was still being written is read again once its size has changed.
const parsed = new Map<string, { size: number; mail: ReadMail }>();

function readOnce(file: string): ReadMail {
  const size = statSync(file).size;
  const known = parsed.get(file);
  if (known?.size === size) return known.mail;
  const mail = readMail(readFileSync(file, "utf8"));
  parsed.set(file, { size, mail });
  return mail;
}

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
      const mail = readOnce(path.join(dir, file));
      if (!mail.to.toLowerCase().includes(address.toLowerCase())) continue;
      if (subject && !subject.test(mail.subject)) continue;
      taken.add(file);
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${address} in ${outbox ?? outboxDir()} within ${timeoutMs} ms`);
}

/** The one link of a mail that contains `fragment`. */
export function linkIn(mail: ReadMail, fragment: string): string {
  const link = mail.links.find((href) => href.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in mail "${mail.subject}": ${mail.text}`);
  return link;
}
