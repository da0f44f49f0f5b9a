import type { Kysely } from "kysely";
import type { NotificationDevice, PushSubscriptionInput } from "../../../shared/schemas/notifications.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { assertRoomForDevice, saveSubscription } from "./notification-settings.service.ts";
import { checkPushEndpoint, type PushEndpointRules } from "./push-network/push-endpoint-check.ts";

type RegisterScope = { db: Kysely<Database>; userId: string; rules: PushEndpointRules; logger: Logger };

/**
 * Settings → Notifications → Enable: saves the browser's subscription once its endpoint passes the
 * push network's rules (https, public addresses only, PUSH_ALLOWED_HOSTS). The device limit is
 * checked before the endpoint, so a person at the limit costs no DNS query, and again when saving.
 * Why an endpoint was refused goes to the log only: the answer is the same whether a name does not
 * resolve or resolves into the server's network, so it tells nothing about that network.
 */
export async function registerDevice(
  { db, userId, rules, logger }: RegisterScope,
  subscription: PushSubscriptionInput,
  label: string,
): Promise<NotificationDevice> {
  await assertRoomForDevice({ db, userId }, subscription.endpoint);
  const checked = await checkPushEndpoint(subscription.endpoint, rules);
  if (!checked.ok) {
    logger.info("push endpoint refused", { userId, reason: checked.reason });
    throw new AppError(
      "push_endpoint_refused",
      400,
      "This push service address cannot be used: it must be https on a public push service.",
    );
  }
  return saveSubscription({ db, userId }, subscription, label);
}
