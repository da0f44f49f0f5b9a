import { BellOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isNotDelivered, useReminderStates } from "../api/reminder-states";
import { useRemindersTexts } from "../reminders-texts";

/**
 * On a task's card: "Reminder not delivered" when the server could not deliver its current reminder
 * in time (it was down for over an hour, say). Nothing while that is not known.
 */
export default function NotDeliveredMark({ noteId, reminder }: { noteId: string; reminder: string | null }) {
  const states = useReminderStates({ enabled: reminder !== null });
  const isMarked = isNotDelivered(states.data, noteId, reminder);
  if (!isMarked) return null;
  return <Mark />;
}

function Mark() {
  const { t } = useTranslation("reminders");
  const isReady = useRemindersTexts();
  if (!isReady) return null;
  return (
    <p
      className="inline-flex items-center gap-1 text-xs font-medium text-destructive"
      data-testid="reminder-not-delivered"
    >
      <BellOff aria-hidden className="size-3.5" />
      {t("card.notDelivered")}
    </p>
  );
}
