import type { Tag } from "@shared/schemas/tag";

/** The user's tags as the route hands them down (features/tags owns the query). */
export type TagList = { items: Tag[]; status: "pending" | "error" | "success" };

/** The note's tags in the order of the tag list (by name); ids of tags that are gone are skipped. */
export function tagsOf(tagIds: string[], tags: Tag[]): Tag[] {
  return tags.filter((tag) => tagIds.includes(tag.id));
}

/** A tint of a tag's colour for chip backgrounds and borders, readable in both themes. */
export function tint(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}
