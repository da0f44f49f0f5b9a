import type { Tag } from "@shared/schemas/tag";
import { tint } from "../tag-list";

const chipClass =
  "inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium";

/**
 * A note's tags as small chips in their colours; a long name is cut with an ellipsis and shown whole
 * on hover. With `onSelect` each chip is a button that narrows the list to its tag (`selectLabel`
 * names what it does for screen readers); it sits above the card's stretched title button.
 */
export function TagChips({
  tags,
  label,
  onSelect,
  selectLabel,
}: {
  tags: Tag[];
  label: string;
  onSelect?: ((tag: Tag) => void) | undefined;
  selectLabel?: ((tag: Tag) => string) | undefined;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex min-w-0 flex-wrap gap-1.5">
      {tags.map((tag) => {
        const style = { borderColor: tint(tag.color, 45), backgroundColor: tint(tag.color, 14) };
        const content = (
          <>
            <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} />
            <span className="truncate">{tag.name}</span>
          </>
        );
        return onSelect ? (
          <li key={tag.id} className="relative z-10 flex max-w-full min-w-0">
            <button
              type="button"
              title={tag.name}
              aria-label={selectLabel?.(tag) ?? tag.name}
              onClick={() => onSelect(tag)}
              className={`${chipClass} cursor-pointer outline-none hover:brightness-110 focus-visible:ring-[3px] focus-visible:ring-ring/50`}
              style={style}
            >
              {content}
            </button>
          </li>
        ) : (
          <li key={tag.id} title={tag.name} className={chipClass} style={style}>
            {content}
          </li>
        );
      })}
    </ul>
  );
}
