import { ArrowRight, ChevronLeft, ChevronRight, Pencil, Plus, Trash2 } from "lucide-react";
import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useLocalePath } from "@/lib/locale-context";
import { formatCreated } from "../format-created";
import { clampIndex, cycleIndex, indexAfterDelete } from "../quick-note";
import { useQuickNoteActions, useQuickNotes } from "../use-quick-notes";
import { type EditEnd, InlineNoteEditor } from "./inline-note-editor";

type Editing = { kind: "existing"; id: string } | { kind: "new" } | null;
type FocusTarget = "text" | "add" | null;

/**
 * The home screen's quick-notes card: one note at a time with previous/next (wrapping around; next
 * with no notes starts a new one), editing in place (Enter or leaving the field saves, Escape
 * cancels), adding and deleting. The same store as the /quick-notes page, which the header links to.
 */
export function QuickNotesWidget({ className }: { className?: string }) {
  const { t } = useTranslation("quick-notes");
  const localePath = useLocalePath();
  const notes = useQuickNotes();
  const actions = useQuickNoteActions();
  const [index, setIndex] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const headingId = useId();
  const textRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterEdit = useRef<FocusTarget>(null);

  // Another tab (or the page) may have removed notes: always show one that exists.
  const current = clampIndex(index, notes.length);
  const note = notes[current];
  const count = notes.length;

  useEffect(() => {
    if (editing) return;
    const target = focusAfterEdit.current;
    focusAfterEdit.current = null;
    if (target === "text") (textRef.current ?? addRef.current)?.focus();
    else if (target === "add") addRef.current?.focus();
  }, [editing]);

  const finishEditing = (end: EditEnd) => {
    focusAfterEdit.current = end === "keyboard" ? "text" : null;
    setEditing(null);
  };

  const handleSave = (text: string, end: EditEnd) => {
    if (editing?.kind === "new") {
      if (actions.add(text)) setIndex(0);
    } else if (editing?.kind === "existing") {
      actions.update(editing.id, text);
    }
    finishEditing(end);
  };

  const handleNext = () => {
    if (count === 0) setEditing({ kind: "new" });
    else setIndex(cycleIndex(current, count, 1));
  };

  const handleDelete = () => {
    if (!note || !actions.remove(note.id)) return;
    setIndex(indexAfterDelete(current, count - 1));
    // The last one gone: the buttons that act on a note are disabled now.
    if (count === 1) addRef.current?.focus();
  };

  const created = note ? formatCreated(note.created) : null;
  return (
    <section aria-labelledby={headingId} className={cn(className, "gap-2")}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          {t("title")}
        </h2>
        <Link
          to={localePath("/quick-notes")}
          aria-label={t("widget.openLabel")}
          className="group -my-1 flex shrink-0 items-center gap-1 rounded-md px-1 py-1 text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t("widget.open")}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
      <div className="flex min-h-16 flex-1 flex-col gap-1">
        {editing ? (
          <InlineNoteEditor
            key={editing.kind === "new" ? "new" : editing.id}
            initialText={editing.kind === "existing" ? (notes.find((n) => n.id === editing.id)?.text ?? "") : ""}
            label={editing.kind === "new" ? t("widget.new") : t("widget.editorLabel")}
            hint={t("widget.editorHint")}
            onSave={handleSave}
            onCancel={finishEditing}
          />
        ) : note ? (
          <>
            <button
              ref={textRef}
              type="button"
              title={t("widget.edit")}
              onClick={() => setEditing({ kind: "existing", id: note.id })}
              className="-mx-1.5 line-clamp-3 rounded-md px-1.5 py-0.5 text-left whitespace-pre-line wrap-anywhere outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {note.text}
            </button>
            {created ? (
              <time dateTime={note.created} className="text-xs text-muted-foreground">
                {created}
              </time>
            ) : null}
          </>
        ) : (
          <div className="text-sm text-muted-foreground">
            <p className="font-medium text-foreground">{t("widget.empty")}</p>
            <p>{t("widget.emptyHint")}</p>
          </div>
        )}
      </div>
      <div className="-mx-2 -mb-2 flex items-center gap-0.5">
        <IconButton
          label={t("widget.previous")}
          disabled={count < 2}
          onClick={() => setIndex(cycleIndex(current, count, -1))}
        >
          <ChevronLeft aria-hidden />
        </IconButton>
        <p aria-live="polite" className="min-w-10 text-center text-xs tabular-nums text-muted-foreground">
          {count > 0 ? (
            <>
              <span aria-hidden>
                {current + 1} / {count}
              </span>
              <span className="sr-only">{t("widget.position", { current: current + 1, total: count })}</span>
            </>
          ) : null}
        </p>
        <IconButton label={t("widget.next")} disabled={count === 1} onClick={handleNext}>
          <ChevronRight aria-hidden />
        </IconButton>
        <span className="flex-1" />
        <IconButton ref={addRef} label={t("widget.new")} onClick={() => setEditing({ kind: "new" })}>
          <Plus aria-hidden />
        </IconButton>
        <IconButton
          label={t("widget.edit")}
          disabled={!note}
          onClick={() => note && setEditing({ kind: "existing", id: note.id })}
        >
          <Pencil aria-hidden />
        </IconButton>
        <IconButton
          label={t("widget.delete")}
          disabled={!note}
          onClick={handleDelete}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden />
        </IconButton>
      </div>
    </section>
  );
}

/** A ghost icon button whose name is also its tooltip. */
function IconButton({ label, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return <Button variant="ghost" size="icon" aria-label={label} title={label} {...props} />;
}
