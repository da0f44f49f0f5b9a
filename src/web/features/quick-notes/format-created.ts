import { formatDateTime, parseDate } from "@/lib/format-date";

/**
 * When a quick note was created, in the app's date style and this browser's time zone:
 * "20.11.2026 09:05". Null when the stored value is not a date.
 */
export function formatCreated(created: string): string | null {
  const date = parseDate(created);
  return date ? formatDateTime(date) : null;
}
