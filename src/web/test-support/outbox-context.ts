import type { QueryClient } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { openOutbox } from "@/app/outbox";
import { provideOutbox, setOutboxContext } from "@/lib/outbox/run-command";

/**
 * What the app does (start-app.tsx and the signed-in header): hands lib/outbox the outbox with every
 * feature's command kinds, the user and the query client, so a component's changes go through it
 * (without IndexedDB in jsdom, the outbox keeps them in memory).
 */
export function setTestOutboxContext(queryClient: QueryClient, i18nInstance: i18n): void {
  provideOutbox(async () => openOutbox);
  setOutboxContext({ queryClient, userId: "test-user", translate: () => i18nInstance.t });
}
