import { CalendarPlus, Loader2, RefreshCw, Unplug } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { apiErrorKey } from "@/lib/api-error-key";
import { formatDate } from "@/lib/format-date";
import { showErrorToast } from "@/lib/show-error-toast";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed";
import { type CalendarLinks, NewCalendarLink } from "./new-calendar-link";

/** Where the focus goes once an action has changed what the section shows. */
type FocusTarget = "newLink" | "create" | null;

/** The private calendar feed: create a link (shown once), replace it, or turn it off. */
export function CalendarFeedSection() {
  const { t } = useTranslation(["data-transfer", "errors"]);
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [newLinks, setNewLinks] = useState<CalendarLinks | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const copyButtonRef = useRef<HTMLButtonElement>(null);
  const createButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTarget === "newLink") copyButtonRef.current?.focus();
    if (focusTarget === "create") createButtonRef.current?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  const handleCreate = () => {
    if (create.isPending) return;
    create.mutate(undefined, {
      onSuccess: ({ url, httpsUrl }) => {
        setNewLinks({ url, httpsUrl });
        setFocusTarget("newLink");
        toast.success(t("calendar.created"));
      },
      onError: (error) => showErrorToast(t, apiErrorKey(error)),
    });
  };

  const handleTurnOff = () => {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setNewLinks(null);
        setFocusTarget("create");
        toast.success(t("calendar.turnedOff"));
      },
      onError: (error) => showErrorToast(t, apiErrorKey(error)),
    });
  };

  const isBusy = create.isPending || revoke.isPending;
  return (
    <SectionCard title={t("calendar.title")} description={t("calendar.description")}>
      {feed.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("calendar.loading")}
        </p>
      ) : feed.isError ? (
        <LoadError message={t("calendar.loadFailed")} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          {newLinks ? <NewCalendarLink links={newLinks} copyButtonRef={copyButtonRef} /> : null}
          <p className="text-sm">
            {feed.data.active && feed.data.createdAt
              ? t("calendar.active", { date: formatDate(new Date(feed.data.createdAt)) })
              : t("calendar.none")}
          </p>
          <div className="flex flex-wrap gap-2" aria-busy={isBusy}>
            {feed.data.active ? (
              <>
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" disabled={isBusy}>
                      {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
                      {create.isPending ? t("calendar.creating") : t("calendar.replace")}
                    </Button>
                  }
                  title={t("calendar.replaceTitle")}
                  description={t("calendar.replaceText")}
                  confirmLabel={t("calendar.replaceConfirm")}
                  cancelLabel={t("cancel")}
                  onConfirm={handleCreate}
                />
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" disabled={isBusy} className="text-destructive hover:text-destructive">
                      {revoke.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Unplug aria-hidden />}
                      {revoke.isPending ? t("calendar.turningOff") : t("calendar.turnOff")}
                    </Button>
                  }
                  title={t("calendar.turnOffTitle")}
                  description={t("calendar.turnOffText")}
                  confirmLabel={t("calendar.turnOffConfirm")}
                  cancelLabel={t("cancel")}
                  onConfirm={handleTurnOff}
                />
              </>
            ) : (
              <Button
                ref={createButtonRef}
                aria-disabled={isBusy}
                onClick={handleCreate}
                className="self-start aria-disabled:opacity-60"
              >
                {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <CalendarPlus aria-hidden />}
                {create.isPending ? t("calendar.creating") : t("calendar.create")}
              </Button>
            )}
          </div>
        </>
      )}
    </SectionCard>
  );
}
