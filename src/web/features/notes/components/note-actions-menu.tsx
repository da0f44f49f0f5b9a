import { NOTE_COLORS, type NoteColor } from "@shared/constants";
import type { NoteSummary } from "@shared/schemas/note-page";
import { Archive, Palette, Pin, PinOff } from "lucide-react";
import { type ReactElement, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { showErrorToast } from "@/lib/show-error-toast";
import { showUndoToast } from "@/lib/show-undo-toast";
import { useUpdateNote } from "../api/update-note";

/** The radio value of "No colour" (a colour is always a name). */
const NONE = "none";

type NoteActionsMenuProps = { note: NoteSummary; children: ReactElement };

/**
 * A card's menu (issue 29): Pin or Unpin, a colour from the palette (each swatch named, "No colour"
 * first), Archive with Undo. Opened by the button it wraps (arrow keys, Enter, Escape: Radix's menu).
 * Every change goes through the outbox (updateNote), which moves the card at once.
 */
export function NoteActionsMenu({ note, children }: NoteActionsMenuProps) {
  const { t } = useTranslation(["archive", "errors"]);
  const updateNote = useUpdateNote();
  const triggerRef = useRef<HTMLElement | null>(null);
  const focusAfterArchive = useRef<HTMLElement | null>(null);

  const change = (changes: Parameters<typeof updateNote.mutateAsync>[0]["changes"]) =>
    updateNote.mutateAsync({ id: note.id, changes });
  const failed = () => showErrorToast(t, "archive:toast.failed");

  const handleArchive = () => {
    // The card leaves the list: focus goes to its neighbour's title, as after a delete.
    const card = triggerRef.current?.closest("li");
    const neighbour = card?.nextElementSibling ?? card?.previousElementSibling;
    focusAfterArchive.current = neighbour?.querySelector<HTMLElement>("[data-card-action]") ?? null;
    change({ archived: true }).then(
      () =>
        showUndoToast(t, {
          id: `archived:${note.id}`,
          message: t(`toast.archived.${note.category}`),
          onUndo: () => void change({ archived: false }).catch(failed),
        }),
      failed,
    );
  };

  return (
    <DropdownMenu defaultOpen>
      {/* Opened at once: it mounts on the press of the card's button, which it then owns. */}
      <DropdownMenuTrigger
        asChild
        ref={(element) => {
          triggerRef.current = element;
        }}
      >
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        aria-label={t("menu.label", { title: note.title })}
        onCloseAutoFocus={(event) => {
          const target = focusAfterArchive.current;
          focusAfterArchive.current = null;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DropdownMenuItem onSelect={() => void change({ pinned: !note.pinned }).catch(failed)}>
          {note.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
          {t(note.pinned ? "menu.unpin" : "menu.pin")}
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Palette aria-hidden className="size-4 text-muted-foreground" />
            {t("menu.colour")}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent aria-label={t("menu.colourLabel", { title: note.title })}>
            <DropdownMenuRadioGroup
              value={note.color ?? NONE}
              onValueChange={(value) => {
                const color = value === NONE ? null : (value as NoteColor);
                if (color !== note.color) void change({ color }).catch(failed);
              }}
            >
              {[NONE, ...NOTE_COLORS].map((color) => (
                <DropdownMenuRadioItem key={color} value={color}>
                  <span
                    aria-hidden
                    data-note-color={color === NONE ? undefined : color}
                    className="size-4 shrink-0 rounded-full border border-foreground/30 bg-card"
                  />
                  {t(`colours.${color}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem onSelect={handleArchive}>
          <Archive aria-hidden />
          {t("menu.archive")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
