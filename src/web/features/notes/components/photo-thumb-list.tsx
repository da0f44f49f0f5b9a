import type { NotePhoto } from "@shared/schemas/photo";
import { X } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { thumbWidth } from "./note-photos";

export type ThumbEntry = { photo: NotePhoto; src: string; alt: string };

type PhotoThumbListProps = {
  entries: ThumbEntry[];
  onRemove: (photoId: string) => void;
  /** A saved photo is deleted for good, so its removal asks first; a draft's is simply taken back. */
  confirmRemoval: boolean;
  /** Where focus goes once the last photo has gone (the field's "Add photo"). */
  focusWhenNone: () => HTMLElement | null | undefined;
};

/**
 * A photo field's thumbnails, each with a "Remove photo N" button. Once one is removed, focus moves to
 * the remove button now in its place (or the one before it, or "Add photo"), never to the page.
 */
export function PhotoThumbList({ entries, onRemove, confirmRemoval, focusWhenNone }: PhotoThumbListProps) {
  const { t } = useTranslation("notes");
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useRef<(() => HTMLElement | null | undefined) | null>(null);

  // A draft's removal re-renders at once: focus the neighbour as soon as the list shows without it.
  useLayoutEffect(() => {
    const target = focusAfterRemoval.current;
    focusAfterRemoval.current = null;
    target?.()?.focus();
  });

  if (entries.length === 0) return null;
  const neighbourOf = (index: number) => () => {
    const next = entries[index + 1] ?? entries[index - 1];
    return (next && removeButtons.current.get(next.photo.id)) ?? focusWhenNone();
  };
  const buttonRef = (photoId: string) => (element: HTMLButtonElement | null) => {
    if (element) removeButtons.current.set(photoId, element);
    else removeButtons.current.delete(photoId);
  };

  return (
    <ul className="flex flex-wrap gap-2">
      {entries.map(({ photo, src, alt }, index) => {
        const label = t("photos.remove", { index: index + 1 });
        const button = (
          <Button
            ref={buttonRef(photo.id)}
            type="button"
            variant="secondary"
            size="icon"
            className="absolute -top-2 -right-2 size-7 rounded-full shadow"
            aria-label={label}
            onClick={
              confirmRemoval
                ? undefined
                : () => {
                    focusAfterRemoval.current = neighbourOf(index);
                    onRemove(photo.id);
                  }
            }
          >
            <X aria-hidden />
          </Button>
        );
        return (
          <li key={photo.id} className="relative">
            <img
              src={src}
              alt={alt}
              width={thumbWidth(photo)}
              height={64}
              decoding="async"
              className="h-16 w-auto rounded-md border bg-muted object-cover"
            />
            {confirmRemoval ? (
              <ConfirmDialog
                trigger={button}
                title={t("photos.removeDialog.title", { index: index + 1 })}
                description={t("photos.removeDialog.text")}
                confirmLabel={t("photos.removeDialog.confirm")}
                cancelLabel={t("actions.cancel")}
                onConfirm={() => onRemove(photo.id)}
                focusAfterConfirm={neighbourOf(index)}
              />
            ) : (
              button
            )}
          </li>
        );
      })}
    </ul>
  );
}
