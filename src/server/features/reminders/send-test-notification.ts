import type { Locale } from "../../../shared/constants.ts";
import type { TestNotificationResult } from "../../../shared/schemas/notifications.ts";
import { composeMail } from "../../mail/compose-mail.ts";
import { enqueueMail } from "../../mail/mail-outbox.ts";
import type { DeliveryDeps } from "./deliver-reminder.ts";
import { listDevices, readChannel } from "./notification-settings.service.ts";
import { pushToDevices } from "./push-to-devices.ts";
import { reminderRoute } from "./reminder-channel.ts";
import { pushTexts } from "./reminder-texts.ts";
import { countTestNotification } from "./test-notification-limit.ts";

type TestUser = { id: string; email: string; firstName: string | null };

/**
 * Settings → Notifications → Send a test: the way a reminder would come, now — to each of the
 * user's devices, or by e-mail when they chose e-mail or have no device yet. Each counts against the per-minute limit
 * (test-notification-limit.ts), whichever way it goes.
 */
export async function sendTestNotification(
  deps: DeliveryDeps,
  user: TestUser,
  locale: Locale,
): Promise<TestNotificationResult> {
  await countTestNotification(deps.db, user.id, new Date());
  const homeUrl = `${deps.baseUrl}${locale === "sk" ? "/sk" : ""}/home`;
  const preference = await readChannel({ db: deps.db, userId: user.id });
  const devices = await listDevices({ db: deps.db, userId: user.id });
  // The test goes the way a reminder would (reminder-channel.ts): by e-mail while no device is on.
  // With devices it reports what the push reached, with no e-mail instead: that is what is tested.
  if (reminderRoute({ preference, devices: devices.length }).first === "email") {
    await enqueueMail(
      deps.db,
      composeMail("testReminder", { email: user.email, firstName: user.firstName, locale }, homeUrl),
    );
    return { channel: "email", devices: 0, sent: 1 };
  }
  const texts = pushTexts(locale);
  const outcome = await pushToDevices(
    deps,
    user.id,
    { title: texts.testTitle, body: texts.testBody, url: homeUrl, tag: "poriadok-test" },
    new Date(),
  );
  return { channel: "push", devices: outcome.devices, sent: outcome.sent };
}
