import type { ReminderState } from "@shared/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * The open tasks' reminders and what became of each (GET /api/notifications/reminders). Under the
 * notes' key, so every change to tasks (a save here, live sync from another device) asks again.
 */
export const REMINDER_STATES_KEY = [...queryKeys.notes.all, "reminders"] as const;

/** The server's scheduler looks every 20 s: a reminder just due is asked about again after this. */
export const PENDING_RECHECK_MS = 30_000;

export const reminderStatesQuery = queryOptions({
  queryKey: REMINDER_STATES_KEY,
  queryFn: async () => (await unwrap(await api.notifications.reminders.$get())).reminders,
  // While one is due but not yet handled, ask again until the server says sent or not delivered.
  refetchInterval: (query) =>
    query.state.data?.some((reminder) => reminder.state === "pending") ? PENDING_RECHECK_MS : false,
});

export function useReminderStates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...reminderStatesQuery, enabled: options.enabled ?? true });
}

/** The reminder of this task (its current text) that the server could not deliver, if any. */
export function isNotDelivered(states: ReminderState[] | undefined, noteId: string, reminder: string | null): boolean {
  return Boolean(
    reminder &&
      states?.some((state) => state.noteId === noteId && state.reminder === reminder && state.state === "notDelivered"),
  );
}
