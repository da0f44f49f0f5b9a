import type { ReminderState } from "@shared/schemas/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useLocalePath } from "@/lib/locale-context";
import { PENDING_RECHECK_MS, REMINDER_STATES_KEY, useReminderStates } from "../api/reminder-states";
import { useRemindersTexts } from "../reminders-texts";
import { showSystemNotification } from "../system-notification";

/** A browser timer cannot wait longer than 2^31 − 1 ms; the server lists 36 hours ahead anyway. */
const MAX_TIMER_MS = 2_147_483_647;
/** Reminders shown in this tab, by task and reminder text: a refetch does not show one again. */
const shown = new Set<string>();

/**
 * While the app is open, a reminder shows at its time as a toast (with "Open" to the task) and, where
 * notifications are allowed, as the system's notification too — tagged as the server's push is, so
 * the device shows one. The server delivers it as well (push or e-mail): the app may be closed.
 */
export default function ReminderToasts() {
  const states = useReminderStates();
  const isReady = useRemindersTexts();
  const { t } = useTranslation("reminders");
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isReady || !states.data) return;
    const show = (reminder: ReminderState) => {
      const key = `${reminder.noteId} ${reminder.reminder}`;
      if (shown.has(key)) return;
      shown.add(key);
      const path = localePath(`/home?tab=tasks&note=${encodeURIComponent(reminder.noteId)}`);
      const title = t("toast.title", { title: reminder.title });
      toast(title, {
        id: `reminder-${key}`,
        duration: Number.POSITIVE_INFINITY,
        closeButton: true,
        action: { label: t("toast.open"), onClick: () => navigate(path) },
      });
      showSystemNotification({ title, tag: `reminder-${reminder.noteId}`, url: path });
      // The server's scheduler handles it within a tick: ask then what became of it.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: REMINDER_STATES_KEY }), PENDING_RECHECK_MS);
    };
    const timers = states.data
      .filter((reminder) => reminder.state === "upcoming")
      .map((reminder) => {
        const wait = Math.min(Math.max(Date.parse(reminder.at) - Date.now(), 0), MAX_TIMER_MS);
        return setTimeout(() => show(reminder), wait);
      });
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [isReady, states.data, t, navigate, localePath, queryClient]);
  return null;
}
