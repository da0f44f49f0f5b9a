import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";

/**
 * The text of a failed token request. Refusals only this screen meets (api_tokens_limit) have their
 * texts in its own namespace (api-tokens.json → errors), loaded with it, not in errors.json (every
 * page's first load); any other code is errors.json's; no answer at all is the network's text.
 */
export function apiTokenErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("errors:network");
  return t([`api-tokens:errors.${error.code}`, `errors:${error.code}`], { defaultValue: t("errors:internal") });
}
