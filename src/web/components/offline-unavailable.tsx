import { CloudOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/**
 * In place of a screen's content that was never fetched on this device while it was online
 * (lib/waiting-offline.ts): says plainly that it is not available offline and will show once the
 * network is back (the paused query then fetches by itself).
 */
export function OfflineUnavailable({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center gap-1 rounded-xl border border-dashed px-6 py-8 text-center",
        className,
      )}
    >
      <CloudOff aria-hidden className="mb-1 size-5 text-muted-foreground" />
      <p className="font-medium">{t("offlineUnavailable.title")}</p>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">{t("offlineUnavailable.message")}</p>
    </div>
  );
}
