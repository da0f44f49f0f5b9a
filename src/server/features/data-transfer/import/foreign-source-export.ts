import { DEFAULT_TAG_COLOR } from "../../../../shared/constants.ts";
import {
  type DataExport,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedNote,
  type ExportedTag,
} from "../../../../shared/schemas/data-export.ts";
import { type TagColor, tagNameKey } from "../../../../shared/schemas/tag.ts";
import { stableId, UNKNOWN_CREATION_TIME } from "./foreign-source-ids.ts";
import { tagName } from "./foreign-source-text.ts";
import type { KeepPhotoRef, Skipped } from "./import-rows.ts";

/**
 * What the Todoist and Keep converters hand the import writer: an ordinary export file (the writer
 * checks every row with the export schema), without a profile, planner hours or category order.
 */
export function foreignSourceExport(notes: ExportedNote[], tags: ExportedTag[], exportedAt: string): DataExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedAt,
    profile: null,
    tags,
    notes,
    plannerHours: [],
    shoppingCategoryOrder: [],
  };
}

/**
 * A converter's answer: the export file, and what it left out on purpose (a Keep note holding only an
 * image, an attachment, a date in words no rule reads), by file or task with a reason, for the summary.
 */
export type Conversion = { file: DataExport; skipped: Skipped[]; photos?: KeepPhotoRef[] };

export type TagSet = {
  /** The tag's id, adding the tag on first use; null for a name that is empty once cleaned. */
  idOf(name: string, color?: TagColor): string | null;
  readonly tags: ExportedTag[];
};

/**
 * The tags a file names, one per name as our tag names match ("Škola" and "ŠKOLA" are one tag).
 * A tag's id comes from its name alone — not from the app or file it came from — so the same label
 * in two imports is the same tag, and the writer can match it to the account's tag of that name.
 */
export function createTagSet(createdAt: string): TagSet {
  const byKey = new Map<string, ExportedTag>();
  return {
    idOf(name, color = DEFAULT_TAG_COLOR) {
      const cleaned = tagName(name);
      if (cleaned === "") return null;
      const key = tagNameKey(cleaned);
      const known = byKey.get(key);
      if (known) return known.id;
      const tag = { id: stableId("tag", [key], UNKNOWN_CREATION_TIME), name: cleaned, color, createdAt };
      byKey.set(key, tag);
      return tag.id;
    },
    get tags() {
      return [...byKey.values()];
    },
  };
}
