import type { Tag } from "@shared/schemas/tag";
import { tint } from "../tag-list";

/** A note's tags as small chips in their colours; a long name is cut with an ellipsis and shown whole on hover. */
export function TagChips({ tags, label }: { tags: Tag[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex min-w-0 flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag.id}
          title={tag.name}
          className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium"
          style={{ borderColor: tint(tag.color, 45), backgroundColor: tint(tag.color, 14) }}
        >
          <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} />
          <span className="truncate">{tag.name}</span>
        </li>
      ))}
    </ul>
  );
}
