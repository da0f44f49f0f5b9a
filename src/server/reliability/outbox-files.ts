import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ReadMail, readMail } from "../test-support/read-mail.ts";

/**
 * The mails a server without SMTP_URL wrote to DATA_DIR/outbox/ as .eml files, read as a self-hoster
 * would open them (the reliability tests run the real server process in that mode).
 */
export function outboxReader(dataDir: string) {
  const outbox = path.join(dataDir, "outbox");
  const taken = new Set<string>();
  /** The next mail to `address` whose subject matches; waits up to 15 s for it to be written. */
  const next = async (address: string, subject: RegExp = /./): Promise<ReadMail & { file: string }> => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      for (const name of existsSync(outbox) ? readdirSync(outbox).sort() : []) {
        if (taken.has(name)) continue;
        const file = path.join(outbox, name);
        const mail = readMail(readFileSync(file, "utf8"));
        if (!mail.to.toLowerCase().includes(address.toLowerCase()) || !subject.test(mail.subject)) continue;
        taken.add(name);
        return { ...mail, file };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${address} (${subject}) in ${outbox}`);
  };
  return { outbox, next };
}

/** The one link of a mail that contains `part`. */
export function linkOf(mail: ReadMail, part: string): URL {
  const link = mail.links.find((href) => href.includes(part));
  if (!link) throw new Error(`no link with ${part} in: ${mail.text}`);
  return new URL(link);
}
