import type { NotePhoto } from "@shared/schemas/photo";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { thumbWidth } from "./note-photos";

export type ThumbEntry = { photo: NotePhoto; src: string; alt: string };

/** A photo field's thumbnails, each with a "Remove photo N" button. */
export function PhotoThumbList({ entries, onRemove }: { entries: ThumbEntry[]; onRemove: (photoId: string) => void }) {
  const { t } = useTranslation("notes");
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {entries.map(({ photo, src, alt }, index) => (
        <li key={photo.id} className="relative">
          <img
            src={src}
            alt={alt}
            width={thumbWidth(photo)}
            height={64}
            decoding="async"
            className="h-16 w-auto rounded-md border bg-muted object-cover"
          />
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute -top-2 -right-2 size-7 rounded-full shadow"
            aria-label={t("photos.remove", { index: index + 1 })}
            onClick={() => onRemove(photo.id)}
          >
            <X aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
