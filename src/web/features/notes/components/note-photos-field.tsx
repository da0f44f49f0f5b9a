import type { NotePhoto } from "@shared/schemas/photo";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { photoSrc, rememberLocalPhoto } from "@/lib/local-photos";
import { useAddPhoto, useDeletePhoto } from "../api/note-photos";
import { PhotoPickers } from "./photo-pickers";
import { PhotoThumbList } from "./photo-thumb-list";
import { usePhotoIntake } from "./use-photo-intake";

type NotePhotosFieldProps = { noteId: string; title: string; photos: NotePhoto[] };

/**
 * The edit dialog's photos: the note's thumbnails with a remove button each, "Add photo" (a file or
 * the phone's gallery), "Take photo" on a touch screen (the camera), and photos pasted or dropped
 * anywhere on the dialog. Each is saved at once through the outbox (offline too), not with the
 * form's Save.
 */
export function NotePhotosField({ noteId, title, photos: initial }: NotePhotosFieldProps) {
  const { t } = useTranslation("notes");
  const [photos, setPhotos] = useState(initial);
  const fieldRef = useRef<HTMLFieldSetElement>(null);
  const addPhoto = useAddPhoto();
  const deletePhoto = useDeletePhoto();
  const intake = usePhotoIntake(fieldRef, initial.length, (read) => {
    // Shown from the file at once (the outbox, which also remembers it, may still be loading).
    rememberLocalPhoto(read.photo.id, read.file);
    setPhotos((current) => [...current, read.photo]);
    addPhoto.mutate({ noteId, photo: read.photo, file: read.file });
  });

  const remove = (photoId: string) => {
    intake.forget();
    setPhotos((current) => current.filter((entry) => entry.id !== photoId));
    deletePhoto.mutate({ noteId, photoId });
  };
  const entries = photos.map((photo, index) => ({
    photo,
    src: photoSrc(photo.id, "thumb"),
    alt: t("photos.alt", { title, index: index + 1 }),
  }));

  return (
    <fieldset ref={fieldRef} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("photos.label")}</legend>
      <PhotoThumbList
        entries={entries}
        onRemove={remove}
        confirmRemoval
        // The first button left once the thumbnails have gone is "Add photo".
        focusWhenNone={() => fieldRef.current?.querySelector("button")}
      />
      <PhotoPickers onFiles={intake.addFiles} />
      <p className="text-xs text-muted-foreground">{t("photos.hint")}</p>
    </fieldset>
  );
}
