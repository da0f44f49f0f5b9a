import type { Config } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics/metrics.ts";
import { pushEndpointRules } from "./push-network/push-endpoint-check.ts";
import { createPushSender } from "./push-sender.ts";
import { createReminderScheduler, type ReminderScheduler } from "./reminder-scheduler.ts";

/**
 * The server's one reminder scheduler (server.ts starts it after migrating and stops it before the
 * mail worker, as its mails go through the outbox). On PostgreSQL every instance runs one; their
 * claims never overlap.
 */
export function startReminders({
  database,
  config,
  logger,
  metrics,
}: {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
  /** Where each sent reminder's lateness is counted (poriadok_reminders_late_seconds). */
  metrics?: Pick<Metrics, "observeReminderLateness">;
}): ReminderScheduler {
  const scheduler = createReminderScheduler({
    database,
    sender: createPushSender(config.vapid, pushEndpointRules(config.push)),
    logger,
    baseUrl: config.baseUrl,
    onSent: ({ lateMs, channel }) => metrics?.observeReminderLateness(lateMs / 1000, channel),
  });
  scheduler.start();
  return scheduler;
}
