import type { NotePhoto } from "@shared/schemas/photo";
import { Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWhenOnline } from "@/lib/lazy-when-online";
import { photoSrc } from "@/lib/local-photos";

/** The full-size viewer, loaded when a thumbnail is first tapped (not with the card list). */
const PhotoLightbox = lazyWhenOnline(() =>
  import("./photo-lightbox").then((module) => ({ default: module.PhotoLightbox })),
);

/** How many thumbnails a card shows; a "+N" on the last says how many more the viewer holds. */
const SHOWN = 3;
/** A thumbnail's height in CSS pixels; its width follows the photo's shape, within bounds. */
const HEIGHT = 64;

export function thumbWidth(photo: NotePhoto, height = HEIGHT): number {
  return Math.round(Math.min(2, Math.max(0.5, photo.width / photo.height)) * height);
}

/**
 * A card's photos as thumbnails that open the viewer. Each has its size set before it loads (nothing
 * jumps), loads lazily and decodes off the main thread; it sits above the card's stretched title.
 */
export function NotePhotos({ title, photos }: { title: string; photos: NotePhoto[] }) {
  const { t } = useTranslation("notes");
  // Which photo the viewer opened at; it stays mounted once opened, so closing it animates and gives
  // the focus back to the thumbnail that opened it.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = photos.slice(0, SHOWN);
  return (
    <div className="relative z-10 flex gap-2">
      {shown.map((photo, index) => {
        const more = index === SHOWN - 1 ? photos.length - SHOWN : 0;
        return (
          <button
            key={photo.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            data-card-action
            className="relative overflow-hidden rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label={t("photos.show", { index: index + 1, count: photos.length, title })}
            onClick={() => {
              setOpenAt(index);
              setIsOpen(true);
            }}
          >
            <img
              src={photoSrc(photo.id, "thumb")}
              alt=""
              width={thumbWidth(photo)}
              height={HEIGHT}
              loading="lazy"
              decoding="async"
              className="h-16 w-auto bg-muted object-cover"
            />
            {more > 0 ? (
              <span
                aria-hidden
                className="absolute inset-0 grid place-items-center bg-black/50 text-sm font-medium text-white"
              >
                +{more}
              </span>
            ) : null}
          </button>
        );
      })}
      {openAt === null ? null : (
        <Suspense fallback={null}>
          <PhotoLightbox
            key={openAt}
            title={title}
            photos={photos}
            startAt={openAt}
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            returnFocusTo={() => buttons.current[openAt]}
          />
        </Suspense>
      )}
    </div>
  );
}
