import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type ReadMail, readMail } from "./read-mail.ts";

export type CaughtMail = ReadMail & { envelopeTo: string[] };

/** A real SMTP server on a free local port that keeps every mail it receives. */
export type MailCatcher = {
  url: string;
  mails: CaughtMail[];
  /** Resolves with the next mail to `address` (already received or still to come). */
  waitFor: (address: string, options?: { timeoutMs?: number; subject?: RegExp }) => Promise<CaughtMail>;
  close: () => Promise<void>;
};

/** `port`: 0 for any free one; a fixed one lets a test start the catcher late, as an SMTP server coming back. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push({ ...readMail(Buffer.concat(chunks).toString("utf8")), envelopeTo });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listeningPort } = server.server.address() as AddressInfo;
  const taken = new Set<CaughtMail>();

  const waitFor: MailCatcher["waitFor"] = (address, { timeoutMs = 10_000, subject } = {}) =>
    new Promise((resolve, reject) => {
      const find = () =>
        mails.find(
          (mail) =>
            !taken.has(mail) &&
            mail.envelopeTo.includes(address.toLowerCase()) &&
            (!subject || subject.test(mail.subject)),
        );
      const check = () => {
        const mail = find();
        if (!mail) return false;
        taken.add(mail);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(mail);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(
            `no mail to ${address} within ${timeoutMs} ms (received: ${mails.map((m) => m.envelopeTo).join("; ")})`,
          ),
        );
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${listeningPort}`,
    mails,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
