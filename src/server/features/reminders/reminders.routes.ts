import { Hono } from "hono";
import { parseLocale } from "../../../shared/preferences.ts";
import {
  DeviceIdParamSchema,
  MAX_PUSH_DEVICES,
  NotificationDeviceSchema,
  NotificationSettingsSchema,
  PushSubscriptionSchema,
  ReminderStatesSchema,
  TEST_NOTIFICATIONS_PER_MINUTE,
  TestNotificationResultSchema,
  UpdateChannelSchema,
} from "../../../shared/schemas/notifications.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { pageLocale } from "../../mail/page-locale.ts";
import { deviceLabel } from "./device-label.ts";
import { listDevices, readChannel, removeDevice, updateChannel } from "./notification-settings.service.ts";
import { pushEndpointRules } from "./push-network/push-endpoint-check.ts";
import { createPushSender } from "./push-sender.ts";
import { registerDevice } from "./register-device.ts";
import { listReminderStates } from "./reminder-states.ts";
import { sendTestNotification } from "./send-test-notification.ts";

/** Settings → Notifications: the channel, this server's VAPID key, the devices, and a test. */
export function remindersRoutes({ database, auth, config, logger }: AppDeps) {
  const db = database.db;
  const rules = pushEndpointRules(config.push);
  const deliveryDeps = { db, sender: createPushSender(config.vapid, rules), logger, baseUrl: config.baseUrl };
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented("notifications", "The reminder channel, the VAPID public key and the user's devices", {
        schema: NotificationSettingsSchema,
        description: "Notification settings",
      }),
      async (c) => {
        const scope = { db, userId: c.var.user.id };
        const [channel, devices] = await Promise.all([readChannel(scope), listDevices(scope)]);
        return c.json({ channel, vapidPublicKey: config.vapid.publicKey, devices });
      },
    )
    .get(
      "/reminders",
      documented(
        "notifications",
        "The open tasks' reminders of the last week and the next 36 hours, with what became of each",
        {
          schema: ReminderStatesSchema,
          description: "Each reminder: upcoming, pending, sent (and how) or notDelivered",
        },
        "The web app shows a message at an upcoming reminder's time and marks a task whose reminder was not delivered.",
      ),
      async (c) => c.json({ reminders: await listReminderStates({ db, userId: c.var.user.id }, new Date()) }),
    )
    .put(
      "/channel",
      documented(
        "notifications",
        "Choose how reminders arrive: push (default; by e-mail until a device is registered) or email",
      ),
      validate("json", UpdateChannelSchema),
      async (c) => {
        await updateChannel({ db, userId: c.var.user.id }, c.req.valid("json").channel);
        return c.body(null, 204);
      },
    )
    .post(
      "/subscriptions",
      documented(
        "notifications",
        "Enable notifications on this browser (its PushSubscription.toJSON())",
        { status: 201, schema: NotificationDeviceSchema, description: "The device" },
        "The endpoint must be https on a host that resolves only to public addresses (and, when the server " +
          "sets PUSH_ALLOWED_HOSTS, on one of those push services); it is checked again before every send.",
        {
          400: "`push_endpoint_refused`: the endpoint is not https, not a public address, or not an allowed push service",
          409: `\`push_too_many_devices\`: the user already has ${MAX_PUSH_DEVICES} devices (an endpoint already listed may be renewed)`,
        },
      ),
      validate("json", PushSubscriptionSchema),
      async (c) => {
        const label = deviceLabel(c.req.header("User-Agent"));
        const scope = { db, userId: c.var.user.id, rules, logger };
        return c.json(await registerDevice(scope, c.req.valid("json"), label), 201);
      },
    )
    .delete(
      "/devices/:id",
      documented("notifications", "Stop notifications on a device"),
      validate("param", DeviceIdParamSchema),
      async (c) => {
        await removeDevice({ db, userId: c.var.user.id }, c.req.valid("param").id);
        return c.body(null, 204);
      },
    )
    .post(
      "/test",
      documented(
        "notifications",
        "Send a test notification to each device, or a test mail when the channel is email or no device is registered",
        { schema: TestNotificationResultSchema, description: "Where the test went" },
        undefined,
        {
          429: `\`push_test_rate_limited\`: more than ${TEST_NOTIFICATIONS_PER_MINUTE} tests in a minute (see \`Retry-After\`)`,
        },
      ),
      async (c) => {
        const { user } = c.var;
        const firstName = await db.selectFrom("user").select("firstName").where("id", "=", user.id).executeTakeFirst();
        const locale = pageLocale(c.req.raw) ?? parseLocale(user.locale);
        return c.json(
          await sendTestNotification(deliveryDeps, { ...user, firstName: firstName?.firstName ?? null }, locale),
        );
      },
    );
}
