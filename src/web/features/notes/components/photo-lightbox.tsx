import type { NotePhoto } from "@shared/schemas/photo";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { photoSrc } from "@/lib/local-photos";

type PhotoLightboxProps = {
  title: string;
  photos: NotePhoto[];
  startAt: number;
  isOpen: boolean;
  onClose: () => void;
  /** Where the focus goes back once it has closed (the thumbnail that opened it). */
  returnFocusTo: () => HTMLElement | null | undefined;
};

/**
 * A note's photos full size, one at a time: a dialog (focus kept inside, Escape and Back close it)
 * named by the note's title, whose text is also each photo's alternative text; the arrow keys and
 * the two buttons move between them.
 */
export function PhotoLightbox({ title, photos, startAt, isOpen, onClose, returnFocusTo }: PhotoLightboxProps) {
  const { t } = useTranslation("notes");
  const [index, setIndex] = useState(startAt);
  const photo = photos[Math.min(index, photos.length - 1)];
  if (!photo) return null;
  const count = photos.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <Dialog open={isOpen} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        closeLabel={t("actions.close")}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        className="grid max-h-[100dvh] w-full max-w-[min(100vw,64rem)] gap-3 p-3 sm:p-4"
        onKeyDown={(event) => {
          if (count < 2) return;
          if (event.key === "ArrowRight") go(1);
          if (event.key === "ArrowLeft") go(-1);
        }}
      >
        <DialogTitle className="pr-10 wrap-anywhere">{title}</DialogTitle>
        <DialogDescription>{t("photos.viewer", { index: index + 1, count })}</DialogDescription>
        <img
          src={photoSrc(photo.id, "full")}
          alt={t("photos.alt", { title, index: index + 1 })}
          width={photo.width}
          height={photo.height}
          decoding="async"
          className="mx-auto h-auto max-h-[75dvh] w-auto max-w-full rounded-md object-contain"
        />
        {count > 1 ? (
          <div className="flex justify-between">
            <Button type="button" variant="outline" onClick={() => go(-1)}>
              <ChevronLeft aria-hidden />
              {t("photos.previous")}
            </Button>
            <Button type="button" variant="outline" onClick={() => go(1)}>
              {t("photos.next")}
              <ChevronRight aria-hidden />
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
