import { DEFAULT_TAG_COLOR, TAG_PALETTE } from "@shared/constants";
import type { TagColor } from "@shared/schemas/tag";

export type TagColorName = "lavender" | "red" | "orange" | "yellow" | "green" | "cyan" | "blue" | "violet" | "pink";

const PALETTE_NAMES: Record<(typeof TAG_PALETTE)[number], TagColorName> = {
  "#e11d48": "red",
  "#f97316": "orange",
  "#eab308": "yellow",
  "#22c55e": "green",
  "#06b6d4": "cyan",
  "#3b82f6": "blue",
  "#8b5cf6": "violet",
  "#ec4899": "pink",
};

/**
 * The colours a tag can take: the default lavender of a new tag first (so a tag can go back to it),
 * then the spec's palette of eight. Each has a name, for people who cannot tell the swatches apart.
 */
export const TAG_COLOR_CHOICES: readonly { color: TagColor; name: TagColorName }[] = [
  { color: DEFAULT_TAG_COLOR, name: "lavender" },
  ...TAG_PALETTE.map((color) => ({ color, name: PALETTE_NAMES[color] })),
];

/** A stored colour as one of the choices; anything unknown shows as the default. */
export function toTagColor(color: string): TagColor {
  return TAG_COLOR_CHOICES.find((choice) => choice.color === color.toLowerCase())?.color ?? DEFAULT_TAG_COLOR;
}
