import type { QueryClient } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { commandKinds } from "@/app/command-kinds";
import { provideCommandKinds, setOutboxContext } from "@/lib/outbox/run-command";

/**
 * What the app does (start-app.tsx and the signed-in header): hands the outbox the command kinds, the
 * user and the query client, so a component's changes go through it (without IndexedDB in jsdom, the
 * outbox keeps them in memory).
 */
export function setTestOutboxContext(queryClient: QueryClient, i18nInstance: i18n): void {
  provideCommandKinds(async () => commandKinds);
  setOutboxContext({ queryClient, userId: "test-user", translate: () => i18nInstance.t });
}
