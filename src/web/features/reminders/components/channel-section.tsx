import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@shared/schemas/notifications";
import { useId } from "react";
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

  const handleChange = (next: string) => {
    if (!isChannel(next) || next === channel) return;
    update.mutate(next, {
      onSuccess: () => toast.success(t(next === "push" ? "channel.savedPush" : "channel.savedEmail")),
      onError: (error) => toast.error(t("errors:title"), { description: reminderErrorText(t, error) }),
    });
  };

  return (
    <SectionCard title={t("channel.title")}>
      <RadioGroup
        aria-label={t("channel.title")}
        value={update.isPending && update.variables ? update.variables : channel}
        onValueChange={handleChange}
        disabled={update.isPending}
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
