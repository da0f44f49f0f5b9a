import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (confirmation, reset …): a credential, never logged. */
  link: string;
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

export type MailerOptions = { smtpUrl: string | null; mailFrom: string; dataDir: string; logger: Logger };

/**
 * Delivers one mail now (the outbox worker calls it; the app itself only writes to the outbox).
 * Sends through SMTP_URL when set. Without it, each mail is written to DATA_DIR/outbox/ as an .eml
 * file (readable by the server's user only) and the log names that file — never the link, which is
 * a credential — so a self-hoster can still confirm accounts before setting up mail: they open the file.
 */
export function createMailer({ smtpUrl, mailFrom, dataDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Bounded waits: the outbox worker must not hang on an SMTP server that accepts and goes silent.
    // (Query parameters of SMTP_URL override these.)
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      send: async ({ to, subject, text, html }) => {
        await transport.sendMail({ from: mailFrom, to, subject, text, html });
        logger.info("mail sent", { to, subject });
      },
    };
  }
  const outbox = path.join(dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async ({ to, subject, text, html }) => {
      const { message } = await transport.sendMail({ from: mailFrom, to, subject, text, html });
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = writeNewFile(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${slug(to)}`,
        message as Buffer,
      );
      logger.info("mail written to the outbox (SMTP_URL is not set): open the file to follow its link", {
        to,
        subject,
        file,
      });
    },
  };
}

/**
 * Writes `<name>.eml` (or `<name>-2.eml`, `-3`, … when two mails to one address share a millisecond)
 * without ever replacing a mail already there. The mail's link signs someone in or resets a password:
 * the owner alone may read it (0600).
 */
function writeNewFile(folder: string, name: string, message: Buffer): string {
  for (let attempt = 1; ; attempt += 1) {
    const file = path.join(folder, `${name}${attempt === 1 ? "" : `-${attempt}`}.eml`);
    try {
      writeFileSync(file, message, { mode: 0o600, flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

function slug(address: string): string {
  return address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60);
}
