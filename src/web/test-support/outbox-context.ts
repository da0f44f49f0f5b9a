import type { QueryClient } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { setOutboxContext } from "@/lib/outbox/run-command";

/**
 * What the signed-in header does in the app: hands the outbox the user and the query client, so a
 * component's changes go through it (without IndexedDB in jsdom, the outbox keeps them in memory).
 */
export function setTestOutboxContext(queryClient: QueryClient, i18nInstance: i18n): void {
  setOutboxContext({ queryClient, userId: "test-user", translate: () => i18nInstance.t });
}
