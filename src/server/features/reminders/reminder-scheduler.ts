import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { deliverReminder } from "./deliver-reminder.ts";
import type { PushSender } from "./push-sender.ts";
import { claimDueDeliveries, recordDueReminders } from "./reminder-deliveries.ts";

/** How often the scheduler looks for due reminders: a reminder arrives at most this much late. */
export const TICK_INTERVAL_MS = 20_000;
/** Shutdown waits this long for a tick in flight; a delivery cut off is claimed again after its lease. */
const STOP_WAIT_MS = 5_000;

export type ReminderScheduler = {
  /** Starts ticking (after migrations, when the tables exist); the first tick runs at once. */
  start: () => void;
  /** Stops ticking and waits for the tick in flight, so the database can be closed. */
  stop: () => Promise<void>;
  /** One round now: record due reminders, claim and deliver them. Tests drive the clock with it. */
  tick: () => Promise<void>;
};

export type SchedulerOptions = {
  database: DatabaseHandle;
  sender: PushSender;
  logger: Logger;
  baseUrl: string;
  /** The scheduler's clock; tests move it instead of waiting. */
  now?: () => Date;
  intervalMs?: number;
  /** Told of each reminder sent, and how late (for poriadok_reminders_late_seconds, metrics/metrics.ts). */
  onSent?: (sent: { lateMs: number; channel: "push" | "email" }) => void;
};

/**
 * Delivers task reminders in the background of the server process. Each tick records the reminders
 * that fell due, then claims due deliveries (exactly one instance gets each, see reminder-deliveries.ts)
 * and sends them. A failed tick is logged and the next one tries again.
 */
export function createReminderScheduler(options: SchedulerOptions): ReminderScheduler {
  const { database, logger, now = () => new Date(), intervalMs = TICK_INTERVAL_MS } = options;
  const deps = { db: database.db, sender: options.sender, logger, baseUrl: options.baseUrl };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let isStopping = false;

  const runTick = async () => {
    await recordDueReminders(database.db, now());
    let claimed = await claimDueDeliveries(database.db, database.engine, { now: now() });
    while (claimed.length > 0) {
      for (const delivery of claimed) {
        try {
          const outcome = await deliverReminder(deps, delivery, now());
          if (outcome.sent) {
            options.onSent?.({ lateMs: now().getTime() - Date.parse(delivery.dueAt), channel: outcome.sent });
          }
        } catch (error) {
          // Left due: its lease ends and a later tick tries again.
          logger.error("reminder not delivered", { deliveryId: delivery.id, error });
        }
      }
      if (isStopping) break;
      claimed = await claimDueDeliveries(database.db, database.engine, { now: now() });
    }
  };

  const tick = () => {
    running ??= runTick()
      .catch((error: unknown) => logger.error("reminder scheduler tick failed", { error }))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    tick,
    start: () => {
      if (timer) return;
      isStopping = false;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    stop: async () => {
      isStopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    },
  };
}
