import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import type { CommandSubject } from "./command-kind";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Tells the user once that the server refused a change that had already left the screen (sent after
 * a reload, from the outbox): "Couldn't save “Milk”: the list no longer exists."
 */
export function showRefusedToast(t: Translate, subject: CommandSubject, error: unknown): void {
  const isGone = error instanceof ApiError && error.status === 404;
  const reason = isGone
    ? t(`common:outbox.gone.${subject.gone}`)
    : t(`errors:${error instanceof ApiError ? error.code : "internal"}`, { defaultValue: t("errors:internal") });
  const message = subject.name
    ? t("common:outbox.refused", { name: subject.name, reason })
    : t("common:outbox.refusedUnnamed", { reason });
  toast.error(message, { duration: 10_000 });
}
