/** Business constants from the product specification (section 9), used by server and web alike. */

export const LOCALES = ["en", "sk"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "dark";

export const NOTE_CATEGORIES = ["tasks", "shopping", "notes"] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];
/**
 * A note's or task's colour (issue 29): names, not hex values, so each theme paints its own shade
 * (light and dark read differently); Google Keep's colours map onto these on import.
 */
export const NOTE_COLORS = [
  "red",
  "orange",
  "yellow",
  "green",
  "teal",
  "blue",
  "purple",
  "pink",
  "brown",
  "gray",
] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];
/** How many checklist items (sub-tasks) one task or note may hold. */
export const CHECKLIST_ITEMS_MAX = 100;
/** A checklist item's text, as long as a shopping item's name. */
export const CHECKLIST_ITEM_MAX = 200;

export const TAG_PALETTE = [
  "#e11d48",
  "#f97316",
  "#eab308",
  "#22c55e",
  "#06b6d4",
  "#3b82f6",
  "#8b5cf6",
  "#ec4899",
] as const;
export const DEFAULT_TAG_COLOR = "#9b87f5";

/**
 * Built-in shopping categories (stored by these keys, shown translated). People may also type their
 * own; an item without a category belongs to "Other", which always comes last.
 */
export const SHOPPING_CATEGORIES = [
  "produce",
  "bakery",
  "dairy",
  "meat",
  "frozen",
  "pantry",
  "drinks",
  "household",
  "hygiene",
] as const;
export type ShoppingCategoryKey = (typeof SHOPPING_CATEGORIES)[number];

/** NIST SP 800-63B: at least 8 characters for a password the user chose. */
export const MIN_PASSWORD_LENGTH = 8;
/**
 * The word typed to delete data: each language's screen shows the verb its button uses ("Vymazať
 * všetky údaje" → VYMAZAŤ), and DELETE works in both (spec §9). schemas/account.ts accepts them in
 * any case and without diacritics.
 */
export const DELETE_CONFIRM_WORDS = { en: "DELETE", sk: "VYMAZAŤ" } as const;
/** ZMAZAŤ: the word the Slovak screen asked for before, still accepted (scripts may send it). */
export const FORMER_DELETE_CONFIRM_WORDS = ["ZMAZAŤ"] as const;

/**
 * Per-user soft quotas: far above what one person's organiser needs, low enough that a runaway
 * script cannot fill the disk. Trashed notes count until the trash is emptied.
 */
export const MAX_NOTES_PER_USER = 10_000;
export const MAX_TAGS_PER_USER = 200;
export const MAX_ITEMS_PER_LIST = 500;

/**
 * Photos in notes (features/photos; README, "Quotas"): a phone photo of up to 20 MB is taken as sent
 * and stored re-encoded (WebP, at most PHOTO_MAX_SIDE_PX on its longer side, a few hundred KB), with a
 * thumbnail. The stored bytes of all of a person's photos, thumbnails included, count against
 * PHOTO_STORAGE_MAX_BYTES; photos of notes in the trash count until it is emptied.
 */
export const PHOTOS_MAX_PER_NOTE = 12;
export const PHOTO_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_STORAGE_MAX_BYTES = 500 * 1024 * 1024;
/** The longer side of a stored photo and of its thumbnail, in pixels (never enlarged). */
export const PHOTO_MAX_SIDE_PX = 2048;
export const PHOTO_THUMB_SIDE_PX = 320;
/** Refuses decompression bombs: a canvas above 50 megapixels (a 48 MP phone camera fits) is not decoded. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

export const PLANNER_MIN_HOURS = 0;
export const PLANNER_MAX_HOURS = 24;
export const PLANNER_HOURS_STEP = 0.5;

export const HOME_CLOCK_REFRESH_MS = 60_000;

/**
 * The `<meta name>` by which the server hands /home's prerendered frame the signed-in user's first name
 * (empty for none), for the greeting painted before any script (docs/decisions/016). Absent: not signed in.
 */
export const GREETING_NAME_META = "poriadok-greeting-name";

/** The `<meta name>` that lists, space-separated, the scripts a page preloads only after its first paint (docs/decisions/016). */
export const AFTER_PAINT_PRELOADS_META = "poriadok-after-paint-preloads";
export const CONTACT_REPLY_HOURS = 24;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** localStorage keys named by the specification (section 3). */
export const STORAGE_KEYS = {
  language: "language",
  theme: "theme",
  quickNotes: "quickNotes",
  user: "user",
} as const;

/**
 * How long a note's texts may be (characters as JavaScript counts them, after trimming a line). The
 * schemas (schemas/note.ts) check them; the editors count toward them without loading zod.
 */
export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 20_000;
export const ITEM_NAME_MAX = 200;
