import type { NotePhoto } from "@shared/schemas/photo";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { PhotoPickers } from "./photo-pickers";
import { PhotoThumbList } from "./photo-thumb-list";
import { usePhotoIntake } from "./use-photo-intake";

/**
 * A photo chosen in the create dialog before its note exists: checked like any other (photo-files.ts),
 * shown from an object URL of the file, and handed to the outbox once the note's creation is queued.
 */
export type PhotoDraft = { photo: NotePhoto; file: File; url: string };

export type NotePhotoDraftsFieldProps = {
  drafts: PhotoDraft[];
  /** Given a change to apply to the latest drafts (files are read one after another, asynchronously). */
  onDraftsChange: (change: (drafts: PhotoDraft[]) => PhotoDraft[]) => void;
};

/**
 * The create dialog's photos: chosen, taken, pasted or dropped like the edit dialog's, with the same
 * checks and limits, but kept in the dialog until Add creates the note (then uploaded through the
 * outbox). Removing one frees its thumbnail's object URL; the dialog frees the rest as it closes.
 */
export function NotePhotoDraftsField({ drafts, onDraftsChange }: NotePhotoDraftsFieldProps) {
  const { t } = useTranslation("notes");
  const fieldRef = useRef<HTMLFieldSetElement>(null);
  const intake = usePhotoIntake(fieldRef, drafts.length, (read) => {
    const draft = { ...read, url: URL.createObjectURL(read.file) };
    onDraftsChange((current) => [...current, draft]);
  });

  const remove = (photoId: string) => {
    intake.forget();
    const gone = drafts.find((draft) => draft.photo.id === photoId);
    if (gone) URL.revokeObjectURL(gone.url);
    onDraftsChange((current) => current.filter((draft) => draft.photo.id !== photoId));
  };
  const entries = drafts.map((draft, index) => ({
    photo: draft.photo,
    src: draft.url,
    alt: t("photos.draftAlt", { index: index + 1 }),
  }));

  return (
    <fieldset ref={fieldRef} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("photos.label")}</legend>
      <PhotoThumbList
        entries={entries}
        onRemove={remove}
        confirmRemoval={false}
        // The first button left once the thumbnails have gone is "Add photo".
        focusWhenNone={() => fieldRef.current?.querySelector("button")}
      />
      <PhotoPickers onFiles={intake.addFiles} />
      <p className="text-xs text-muted-foreground">{t("photos.draftHint")}</p>
    </fieldset>
  );
}
