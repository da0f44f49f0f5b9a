import type { Locale } from "@shared/constants";
import type { QuickAddParse, QuickAddPart } from "@shared/quick-add/parse-quick-add";
import { tagNameKey } from "@shared/tag-name-key";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { X } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { TagList } from "@/features/notes";
import { describeRepeat } from "@/features/recurrence/describe-repeat";
import { useRecurrenceTexts } from "@/features/recurrence/recurrence-texts";
import { useLocale } from "@/lib/locale-context";
import { loadKnownLists, readLine } from "./read-line";

type QuickAddPreviewProps = {
  text: string;
  keep: string[];
  onKeep: (partText: string) => void;
  tags: TagList;
};

/**
 * What the line will make, as chips in the page's language (issue 28): each names a recognised part
 * and has a button that takes it back (its words then stay in the title). The field is described by
 * the list's container, so a screen reader reads the chips with the field.
 */
export function QuickAddPreview({ text, keep, onKeep, tags }: QuickAddPreviewProps) {
  const { t } = useTranslation("quick-add");
  const { t: tRepeat } = useTranslation("recurrence");
  const hasRepeatTexts = useRecurrenceTexts();
  const locale = useLocale();
  const queryClient = useQueryClient();
  useEffect(() => {
    loadKnownLists(queryClient);
  }, [queryClient]);
  const line = readLine(text, keep, locale, tags, queryClient);
  if (line.parts.length === 0) return null;
  const chipOf = (part: QuickAddPart) =>
    chipText(part, line, {
      t,
      locale,
      tags,
      repeat: hasRepeatTexts ? (rule) => describeRepeat(rule, tRepeat, locale) : null,
    });
  return (
    <ul aria-label={t("recognised")} className="flex flex-wrap gap-2">
      {line.parts.map((part) => (
        <li
          key={`${part.type}:${part.start}`}
          className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-2.5 text-sm"
        >
          <span className="truncate">{chipOf(part)}</span>
          <button
            type="button"
            onClick={() => onKeep(part.text)}
            aria-label={t("keep", { text: part.text })}
            title={t("keep", { text: part.text })}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

type ChipTexts = { t: TFunction; locale: Locale; tags: TagList; repeat: ((rule: string) => string) | null };

function chipText(part: QuickAddPart, line: QuickAddParse, { t, locale, tags, repeat }: ChipTexts): string {
  switch (part.type) {
    case "date": {
      const day = line.date ? dayText(line.date, t, locale) : part.text;
      // One expression may hold the time too ("tomorrow at 5pm"): then it is said here.
      const hasOwnTime = line.parts.some((other) => other.type === "time");
      return line.time && !hasOwnTime ? `${day}, ${line.time}` : day;
    }
    case "time":
      return line.time ?? part.text;
    case "repeat":
      return line.repeat && repeat ? repeat(line.repeat) : part.text;
    case "tag": {
      const name = part.text.slice(1);
      const isKnown = tags.items.some((tag) => tagNameKey(tag.name) === tagNameKey(name));
      const shown = line.tags.find((tag) => tagNameKey(tag) === tagNameKey(name)) ?? name;
      return isKnown ? `#${shown}` : t("newTag", { name: shown });
    }
    case "kind":
      return line.kind === "tasks" ? part.text : t(`kind.${line.kind}`);
    case "list":
      return t("list", { title: line.title });
  }
}

/** Today, Tomorrow, or the day as "Mon 30 Nov" / "po 30. 11." in the page's language. */
function dayText(date: string, t: TFunction, locale: Locale): string {
  const today = new Date();
  const iso = (day: Date) =>
    `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
  if (date === iso(today)) return t("today");
  if (date === iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1))) return t("tomorrow");
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locale === "sk" ? "sk-SK" : "en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(year === today.getFullYear() ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
