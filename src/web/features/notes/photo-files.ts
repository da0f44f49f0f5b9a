import { PHOTO_UPLOAD_MAX_BYTES, PHOTOS_MAX_PER_NOTE } from "@shared/constants";
import type { NotePhoto } from "@shared/schemas/photo";
import { uuidv7 } from "uuidv7";

/** A file the person chose, checked before it waits in the outbox; or the errors.json key saying why not. */
export type PhotoFile = { photo: NotePhoto; file: File } | { error: string };

const isHeic = (file: File) => /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * Reads what the server would refuse at once, so a photo taken offline is not kept waiting only to be
 * refused later: not an image this browser can decode, over the upload limit, or past the note's
 * limit (`already` photos on it). Its size in pixels (as shown, upright) places it until the server's
 * answer replaces it; its id is made here (UUIDv7), so a delete queued after it can name it.
 */
export async function readPhotoFile(file: File, already: number): Promise<PhotoFile> {
  if (already >= PHOTOS_MAX_PER_NOTE) return { error: "errors:photo_limit_reached" };
  if (file.size > PHOTO_UPLOAD_MAX_BYTES) return { error: "errors:photo_too_large" };
  const size = await pixelSize(file);
  if (!size) return { error: isHeic(file) ? "errors:photo_heic_unsupported" : "errors:photo_unsupported" };
  return { photo: { id: uuidv7(), ...size }, file };
}

async function pixelSize(file: File): Promise<{ width: number; height: number } | null> {
  if (!file.type.startsWith("image/") && !isHeic(file)) return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}

const isImage = (file: File) => file.type.startsWith("image/") || isHeic(file);

/**
 * The files a photo field takes from a paste or a drop. A paste takes only images, so text (and any
 * other file) goes on to the field it lands in. A drop takes every file: one that is not a photo is
 * refused with its reason (readPhotoFile) rather than opened by the browser in place of the app.
 */
export function photoFilesOf(kind: "paste" | "drop", data: { readonly files: Iterable<File> } | null): File[] {
  const files = [...(data?.files ?? [])];
  return kind === "paste" ? files.filter(isImage) : files;
}
