import { z } from "zod";
import { TimeZoneSchema } from "./stats.ts";

/** A quick-add line: a line a person types, speaks or shares, not a document. */
export const QUICK_ADD_TEXT_MAX = 1000;
/** Parts a person may take back at once: more chips than one line can show. */
export const QUICK_ADD_KEEP_MAX = 20;

/** POST /api/quick-add/parse: what a line would create, without creating it (issue 28). */
export const QuickAddParseRequestSchema = z.object({
  text: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(QUICK_ADD_TEXT_MAX, "validation.tooLong"),
  language: z.enum(["en", "sk"], { error: "validation.quickAddLanguage" }),
  timeZone: TimeZoneSchema,
  /** The client's own clock (an ISO date-time with its offset), for a preview against it; else the server's. */
  now: z.iso.datetime({ offset: true, error: "validation.date" }).optional(),
  /** Texts of recognised parts the person took back: they stay in the title. */
  keep: z.array(z.string().max(QUICK_ADD_TEXT_MAX)).max(QUICK_ADD_KEEP_MAX).default([]),
});
export type QuickAddParseRequest = z.input<typeof QuickAddParseRequestSchema>;

/**
 * POST /api/quick-add: a line made into what it says. `language` (default "en") and `timeZone` (an
 * IANA name, default "UTC") as for the preview; the server's clock is "now".
 */
export const QuickAddRequestSchema = z.object({
  text: QuickAddParseRequestSchema.shape.text,
  language: QuickAddParseRequestSchema.shape.language.default("en"),
  timeZone: TimeZoneSchema.default("UTC"),
  keep: QuickAddParseRequestSchema.shape.keep,
});

export const QuickAddPartSchema = z.object({
  type: z.enum(["kind", "list", "date", "time", "repeat", "tag"]),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});

export const QuickAddParseSchema = z.object({
  kind: z.enum(["tasks", "shopping", "notes"]),
  title: z.string(),
  date: z.iso.date().nullable(),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  repeat: z.string().nullable(),
  tags: z.array(z.string()),
  items: z.array(z.string()),
  list: z.string().nullable(),
  parts: z.array(QuickAddPartSchema),
});
