import type { Locale } from "../../../shared/constants.ts";
import type { TestNotificationResult } from "../../../shared/schemas/notifications.ts";
import { AppError } from "../../errors.ts";
import { composeMail } from "../../mail/compose-mail.ts";
import { enqueueMail } from "../../mail/mail-outbox.ts";
import type { DeliveryDeps } from "./deliver-reminder.ts";
import { readChannel } from "./notification-settings.service.ts";
import { pushToDevices } from "./push-to-devices.ts";
import { pushTexts } from "./reminder-texts.ts";
import { countTestNotification } from "./test-notification-limit.ts";

type TestUser = { id: string; email: string; firstName: string | null };

/**
 * Settings → Notifications → Send a test: the way a reminder would come, now — to each of the
 * user's devices, or by e-mail when they chose e-mail. Each counts against the per-minute limit
 * (test-notification-limit.ts), whichever way it goes.
 */
export async function sendTestNotification(
  deps: DeliveryDeps,
  user: TestUser,
  locale: Locale,
): Promise<TestNotificationResult> {
  await countTestNotification(deps.db, user.id, new Date());
  const homeUrl = `${deps.baseUrl}${locale === "sk" ? "/sk" : ""}/home`;
  const channel = await readChannel({ db: deps.db, userId: user.id });
  if (channel === "email") {
    await enqueueMail(
      deps.db,
      composeMail("testReminder", { email: user.email, firstName: user.firstName, locale }, homeUrl),
    );
    return { channel, devices: 0, sent: 1 };
  }
  const texts = pushTexts(locale);
  const outcome = await pushToDevices(
    deps,
    user.id,
    { title: texts.testTitle, body: texts.testBody, url: homeUrl, tag: "poriadok-test" },
    new Date(),
  );
  if (outcome.devices === 0) {
    throw new AppError("push_no_device", 409, "Notifications are not enabled on any device yet.");
  }
  return { channel, devices: outcome.devices, sent: outcome.sent };
}
