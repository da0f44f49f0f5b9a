import type { Config } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
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
}: {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
}): ReminderScheduler {
  const scheduler = createReminderScheduler({
    database,
    sender: createPushSender(config.vapid, pushEndpointRules(config.push)),
    logger,
    baseUrl: config.baseUrl,
  });
  scheduler.start();
  return scheduler;
}
