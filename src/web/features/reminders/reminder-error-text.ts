import { MAX_PUSH_DEVICES, TEST_NOTIFICATIONS_PER_MINUTE } from "@shared/schemas/notifications";
import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";

/**
 * The text of a failed notifications request. A refusal only this screen meets (push_no_device,
 * push_endpoint_refused, push_too_many_devices, push_test_rate_limited) has its text in the screen's
 * namespace (reminders.json → errors), loaded with it, not in errors.json (every page's first load);
 * any other code is errors.json's. The limits in the texts come from the shared constants.
 */
export function reminderErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("errors:network");
  return t([`reminders:errors.${error.code}`, `errors:${error.code}`], {
    defaultValue: t("errors:internal"),
    max: MAX_PUSH_DEVICES,
    perMinute: TEST_NOTIFICATIONS_PER_MINUTE,
  });
}
