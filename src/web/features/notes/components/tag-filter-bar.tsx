import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { TagList } from "../tag-list";
import { tint } from "../tag-list";
import { FOCUS_TAG_FILTER, useTagFilter } from "../use-tag-filter";

/**
 * The tag the list is narrowed to (?tag=), as a chip whose button removes it. A tag chip clicked on a
 * card brings focus here, so a screen reader hears what the list now shows; removing it hands focus to
 * `onRemoved` (the screen's next sensible place), since the bar itself goes away.
 */
export function TagFilterBar({ tags, onRemoved }: { tags: TagList; onRemoved?: () => void }) {
  const { t } = useTranslation("notes");
  const [tagId, setTag] = useTagFilter();
  const location = useLocation();
  const removeRef = useRef<HTMLButtonElement>(null);
  const tag = tagId ? tags.items.find((candidate) => candidate.id === tagId) : undefined;
  const shouldFocus = Boolean((location.state as Record<string, unknown> | null)?.[FOCUS_TAG_FILTER]);
  useEffect(() => {
    if (tag && shouldFocus) removeRef.current?.focus();
  }, [tag, shouldFocus]);
  if (!tag) return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t("tagFilter.label")}</span>
      <span
        className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border py-0.5 pr-0.5 pl-2.5 font-medium"
        style={{ borderColor: tint(tag.color, 45), backgroundColor: tint(tag.color, 14) }}
      >
        <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} />
        <span className="truncate">{tag.name}</span>
        <button
          ref={removeRef}
          type="button"
          aria-label={t("tagFilter.remove", { name: tag.name })}
          title={t("tagFilter.remove", { name: tag.name })}
          onClick={() => {
            setTag(null);
            onRemoved?.();
          }}
          className="inline-flex size-6 shrink-0 items-center justify-center rounded-full outline-none hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X aria-hidden className="size-3.5" />
        </button>
      </span>
    </div>
  );
}
