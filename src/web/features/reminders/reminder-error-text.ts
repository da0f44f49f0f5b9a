import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";

/**
 * The text of a failed notifications request. A refusal only this screen meets (push_no_device) has
 * its text in the screen's namespace (reminders.json → errors), loaded with it, not in errors.json
 * (every page's first load); any other code is errors.json's.
 */
export function reminderErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("errors:network");
  return t([`reminders:errors.${error.code}`, `errors:${error.code}`], { defaultValue: t("errors:internal") });
}
