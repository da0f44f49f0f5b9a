import { z } from "zod";

/**
 * The private calendar feed (issue 12). `url` and `httpsUrl` are answered only when the feed is
 * created or rotated: the server keeps only a hash of the secret in them, so it cannot show them again.
 */
export const CreatedCalendarFeedSchema = z.object({
  /** webcal:// — opens the subscription dialog of Apple Calendar and Thunderbird. */
  url: z.string(),
  /** The same feed over http(s):// — for Google Calendar's "From URL", which refuses webcal://. */
  httpsUrl: z.string(),
  createdAt: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof CreatedCalendarFeedSchema>;

export const CalendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;
