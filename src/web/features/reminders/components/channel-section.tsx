import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@shared/schemas/notifications";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useUpdateChannel } from "../api/notification-settings";
import { reminderErrorText } from "../reminder-error-text";

const isChannel = (value: string): value is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

/** Push to the devices or e-mail: saved as soon as it is chosen. */
export function ChannelSection({ channel }: { channel: NotificationChannel }) {
  const { t } = useTranslation(["reminders", "errors"]);
  const update = useUpdateChannel();
  const itemId = useId();
  // The choice shows in the same event as the click: the mutation's pending state reaches the
  // component a task later (TanStack Query batches its notifications), and a radio that waits for it
  // looks unclicked meanwhile. It gives way to the saved channel once that has caught up (the save's
  // onSuccess writes it into the cache), or at once when the save fails.
  const [chosen, setChosen] = useState<NotificationChannel | null>(null);
  useEffect(() => {
    if (chosen === channel) setChosen(null);
  }, [chosen, channel]);

  const handleChange = (next: string) => {
    if (!isChannel(next) || next === channel) return;
    setChosen(next);
    update.mutate(next, {
      onSuccess: () => toast.success(t(next === "push" ? "channel.savedPush" : "channel.savedEmail")),
      onError: (error) => {
        setChosen(null);
        toast.error(t("errors:title"), { description: reminderErrorText(t, error) });
      },
    });
  };

  return (
    <SectionCard title={t("channel.title")}>
      <RadioGroup
        aria-label={t("channel.title")}
        value={chosen ?? channel}
        onValueChange={handleChange}
        disabled={chosen !== null}
        className="gap-3"
      >
        {NOTIFICATION_CHANNELS.map((option) => (
          <div key={option} className="flex items-start gap-3">
            <RadioGroupItem
              id={`${itemId}-${option}`}
              value={option}
              aria-describedby={`${itemId}-${option}-hint`}
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${itemId}-${option}`}>{t(`channel.${option}`)}</Label>
              <span id={`${itemId}-${option}-hint`} className="text-xs text-muted-foreground">
                {t(`channel.${option}Hint`)}
              </span>
            </div>
          </div>
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
