import type { LucideIcon } from "lucide-react";
import { type ReactNode, type Ref, useId } from "react";

type StoredNoteEntryProps = {
  icon: LucideIcon;
  title: string;
  /** A glimpse of the content; nothing when empty. */
  preview: string;
  /** The line under it: the kind, and when and why the note was put away. */
  meta: ReactNode;
  /** Its ways back (and out). */
  actions: ReactNode;
  /** The note's colour, so an archived note keeps the colour it had. */
  color?: string | null | undefined;
  entryRef?: Ref<HTMLElement>;
};

/**
 * One note that is out of the lists — in the trash or the archive — as a card labelled by its title: kind
 * icon, title, a glimpse of its content, a line of facts, and its actions. On a phone the actions get a row
 * of their own, the card's full width (indented under the icon, "Delete permanently" would not fit beside
 * it at 360 px); a larger font wraps them.
 */
export function StoredNoteEntry({ icon: Icon, title, preview, meta, actions, color, entryRef }: StoredNoteEntryProps) {
  const titleId = useId();
  return (
    <li>
      <article
        ref={entryRef}
        aria-labelledby={titleId}
        data-note-color={color ?? undefined}
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:flex-row sm:items-start sm:p-5"
      >
        <div className="flex min-w-0 flex-1 gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 id={titleId} className="font-medium leading-snug wrap-anywhere">
              {title}
            </h3>
            {preview ? (
              <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">{preview}</p>
            ) : null}
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">{meta}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">{actions}</div>
      </article>
    </li>
  );
}

/** The kind of a stored note, as a small badge in its line of facts. */
export function KindBadge({ children }: { children: ReactNode }) {
  return <span className="rounded-full border px-2 py-0.5 font-medium text-foreground/80">{children}</span>;
}
