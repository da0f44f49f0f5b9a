import { CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX } from "@shared/constants";
import type { ChecklistItem } from "@shared/schemas/checklist";
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import type { ChecklistActions } from "./checklist-actions";
import { ChecklistRow } from "./checklist-row";
import { useChecklistDrag } from "./use-checklist-drag";

type ChecklistEditorProps = { lines: ChecklistItem[]; label: string; actions: ChecklistActions };

/**
 * A checklist's editor: each line a checkbox, its text and a delete button, with a handle to drag it
 * (pointer or touch) — or Alt+↑/↓ on the focused line, announced for screen readers. Enter in the
 * add field adds the line and stays there for the next one.
 */
export function ChecklistEditor({ lines, label, actions }: ChecklistEditorProps) {
  const { t } = useTranslation("notes");
  const id = useId();
  const [announcement, setAnnouncement] = useState("");
  const [draft, setDraft] = useState("");
  const addRef = useRef<HTMLInputElement>(null);
  const drag = useChecklistDrag((itemId, afterId) => moveTo(itemId, afterId));
  // The control a keyboard move started from: moving its row in the page may take the focus from it.
  const refocus = useRef<{ element: HTMLElement; index: number; id: string } | null>(null);
  useLayoutEffect(() => {
    const pending = refocus.current;
    if (!pending || lines.findIndex((line) => line.id === pending.id) === pending.index) return;
    refocus.current = null;
    if (pending.element.isConnected && document.activeElement !== pending.element) pending.element.focus();
  }, [lines]);

  // After a line is deleted, once it has left the list: the text of the line now in its place (or the one
  // before it, or the add field) — the deleted button took the focus with it.
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<{ removedId: string; nextId: string | undefined } | null>(null);
  useLayoutEffect(() => {
    const pending = focusAfterRemoval.current;
    if (!pending || lines.some((line) => line.id === pending.removedId)) return;
    focusAfterRemoval.current = null;
    const next = pending.nextId
      ? listRef.current?.querySelector(`[data-line-id="${CSS.escape(pending.nextId)}"]`)
      : null;
    (next?.querySelector<HTMLInputElement>("[data-line-title]") ?? addRef.current)?.focus();
  }, [lines]);

  const remove = (index: number) => {
    const line = lines[index];
    if (!line) return;
    focusAfterRemoval.current = { removedId: line.id, nextId: (lines[index + 1] ?? lines[index - 1])?.id };
    actions.remove(line.id);
  };

  const moveTo = (itemId: string, afterId: string | null) => {
    actions.move(itemId, afterId);
    const others = lines.filter((line) => line.id !== itemId);
    const position = afterId === null ? 1 : others.findIndex((line) => line.id === afterId) + 2;
    const title = lines.find((line) => line.id === itemId)?.title ?? "";
    setAnnouncement(t("checklist.moved", { title, position, total: lines.length }));
  };

  const handleMoveKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const line = lines[index];
    const target = event.key === "ArrowUp" ? index - 1 : index + 1;
    if (!line || target < 0 || target >= lines.length) return;
    refocus.current = { element: event.currentTarget as HTMLElement, index, id: line.id };
    // Up: after the line two above (or first); down: after the line below.
    const afterId = event.key === "ArrowUp" ? (lines[index - 2]?.id ?? null) : (lines[index + 1]?.id ?? null);
    moveTo(line.id, afterId);
  };

  const handleAdd = () => {
    const title = draft.trim();
    if (!title || title.length > CHECKLIST_ITEM_MAX) return;
    actions.add(title);
    setDraft("");
  };

  const landing = drag.landingAfter;
  const landsAbove = (index: number) => {
    if (landing === undefined) return false;
    const others = lines.filter((line) => line.id !== drag.draggedId);
    const next = landing === null ? others[0] : others[others.findIndex((line) => line.id === landing) + 1];
    return next?.id === lines[index]?.id;
  };

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="sr-only">
        {t("checklist.keyboardHint")}
      </p>
      <ul ref={listRef} className="grid gap-1">
        {lines.map((line, index) => (
          <ChecklistRow
            key={line.id}
            line={line}
            position={index + 1}
            actions={actions}
            rowRef={drag.rowRef(line.id)}
            handle={drag.handlers(line.id)}
            offset={drag.draggedId === line.id ? drag.offset : null}
            isLandingAbove={landsAbove(index)}
            onMoveKey={(event) => handleMoveKey(event, index)}
            onEnter={() => addRef.current?.focus()}
            onRemove={() => remove(index)}
          />
        ))}
      </ul>
      {lines.length < CHECKLIST_ITEMS_MAX ? (
        <Input
          ref={addRef}
          aria-label={t("checklist.add")}
          placeholder={t("checklist.addPlaceholder")}
          maxLength={CHECKLIST_ITEM_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter adds the line and keeps the field for the next one; it never submits the dialog.
            event.preventDefault();
            handleAdd();
          }}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
