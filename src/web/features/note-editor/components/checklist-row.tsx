import { CHECKLIST_ITEM_MAX } from "@shared/constants";
import type { ChecklistItem } from "@shared/schemas/checklist";
import { GripVertical, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { ChecklistActions } from "./checklist-actions";

/** The handle's press; the drag then follows the pointer on the window (use-checklist-drag.ts). */
type PointerHandlers = { onPointerDown: (event: PointerEvent<HTMLElement>) => void };

type ChecklistRowProps = {
  line: ChecklistItem;
  /** 1 for the first line: the text field is named by it ("Item 2"). */
  position: number;
  actions: ChecklistActions;
  rowRef: Ref<HTMLLIElement>;
  handle: PointerHandlers;
  /** How far the row is dragged (px), or null when it is not the one dragged. */
  offset: number | null;
  /** A dragged row would land right above this one: a line marks the place. */
  isLandingAbove: boolean;
  onMoveKey: (event: KeyboardEvent) => void;
  onEnter: () => void;
  onRemove: () => void;
};

/** One line of the checklist editor: its drag handle, tick box, text and delete button. */
export function ChecklistRow(props: ChecklistRowProps) {
  const { line, position, actions, rowRef, handle, offset, isLandingAbove, onMoveKey, onEnter, onRemove } = props;
  const { t } = useTranslation("notes");
  return (
    <li
      ref={rowRef}
      data-line-id={line.id}
      style={offset === null ? undefined : { transform: `translateY(${offset}px)` }}
      className={cn(
        "flex items-center gap-1 rounded-md border-t-2 border-transparent bg-background",
        offset !== null && "relative z-10 shadow-md",
        isLandingAbove && "border-primary",
      )}
    >
      <button
        type="button"
        aria-label={t("checklist.move", { title: line.title })}
        className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onKeyDown={onMoveKey}
        {...handle}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <input
        type="checkbox"
        aria-label={t("checklist.tick", { title: line.title })}
        className="size-4 shrink-0 accent-primary"
        checked={line.completed}
        onChange={(event) => actions.tick(line.id, event.target.checked)}
      />
      <LineTitle
        line={line}
        label={t("checklist.edit", { position })}
        onRename={(title) => actions.rename(line.id, title)}
        onKeyDown={(event) => {
          onMoveKey(event);
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter();
          }
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t("checklist.delete", { title: line.title })}
        className="shrink-0 text-muted-foreground"
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}

type LineTitleProps = {
  line: ChecklistItem;
  label: string;
  onRename: (title: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** A line's text, edited in place: saved when it loses focus (or on Enter), a blank one left as it was. */
function LineTitle({ line, label, onRename, onKeyDown }: LineTitleProps) {
  const [title, setTitle] = useState(line.title);
  const [shown, setShown] = useState(line.title);
  // A change from elsewhere (sync, another device) shows when the user is not typing here.
  if (line.title !== shown) {
    setShown(line.title);
    setTitle(line.title);
  }
  const save = () => {
    const trimmed = title.trim();
    if (trimmed === "" || trimmed === line.title) {
      setTitle(line.title);
      return;
    }
    onRename(trimmed);
  };
  return (
    <Input
      aria-label={label}
      data-line-title
      value={title}
      maxLength={CHECKLIST_ITEM_MAX}
      className={cn(
        "h-8 min-w-0 flex-1 border-transparent shadow-none",
        line.completed && "text-muted-foreground line-through",
      )}
      onChange={(event) => setTitle(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === "Enter") save();
        onKeyDown(event);
      }}
    />
  );
}
