import type { DatabaseHandle } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { claimDueMails, enqueueMail, GIVE_UP_AFTER_MS, markFailed, markSent, type OutboxRow } from "./mail-outbox.ts";
import type { Mailer } from "./mailer.ts";

/** How often the worker looks for due mails when nothing woke it. */
const POLL_INTERVAL_MS = 2_000;
/** Shutdown waits this long for a mail in flight; one cut off is sent again once its lease ends. */
const STOP_WAIT_MS = 5_000;

export type OutboxWorker = {
  /** The mailer the app uses: it only writes to the outbox and wakes the worker. */
  mailer: Mailer;
  /** Starts delivering (after migrations, when the outbox table exists). */
  start: () => void;
  /** Stops polling and waits for the round in flight, so the database can be closed. */
  stop: () => Promise<void>;
};

/**
 * Delivers the outbox in the background of the server process: claims due mails, hands each to
 * `transport` (SMTP or .eml files), deletes it once sent, or puts it back with a growing delay.
 */
export function createOutboxWorker({
  database,
  transport,
  logger,
}: {
  database: DatabaseHandle;
  transport: Mailer;
  logger: Logger;
}): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let isRunning = false;
  let isWokenDuringRound = false;

  const deliver = async (row: OutboxRow) => {
    try {
      await transport.send(row.message);
      await markSent(database.db, row.id);
    } catch (error) {
      if (Date.now() - Date.parse(row.createdAt) > GIVE_UP_AFTER_MS) {
        logger.error("mail given up after a day of failed attempts", {
          to: row.message.to,
          attempts: row.attempts,
          error,
        });
        await markSent(database.db, row.id);
        return;
      }
      logger.warn("mail not delivered, will retry", { to: row.message.to, attempts: row.attempts, error });
      await markFailed(database.db, row, error);
    }
  };

  const runRound = async () => {
    try {
      let claimed: OutboxRow[];
      do {
        isWokenDuringRound = false;
        claimed = await claimDueMails(database.db, database.engine);
        for (const row of claimed) await deliver(row);
      } while (isRunning && (claimed.length > 0 || isWokenDuringRound));
    } catch (error) {
      logger.error("mail outbox round failed", { error });
    }
  };

  const wake = () => {
    if (!isRunning) return;
    if (round) {
      isWokenDuringRound = true;
      return;
    }
    round = runRound().finally(() => {
      round = null;
    });
  };

  return {
    mailer: {
      send: async (message) => {
        await enqueueMail(database.db, message);
        // After the answer is on its way: the request never waits for SMTP.
        setImmediate(wake);
      },
    },
    start: () => {
      if (isRunning) return;
      isRunning = true;
      timer = setInterval(wake, POLL_INTERVAL_MS);
      timer.unref();
      wake();
    },
    stop: async () => {
      isRunning = false;
      if (timer) clearInterval(timer);
      timer = null;
      if (round) await Promise.race([round, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    },
  };
}
