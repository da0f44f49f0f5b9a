import type { Sharp } from "sharp";
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from "../../../shared/schemas/account.ts";
import { createDecodeSlots } from "../../core/images/decode-slots.ts";
import { loadSharp } from "../../core/images/load-sharp.ts";
import { AppError } from "../../errors.ts";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
/**
 * Refuse decompression bombs: a 2 MB file may still claim a huge canvas. 16 megapixels (4096 × 4096,
 * at most 64 MB decoded) is more than a phone photo that fits in 2 MB.
 */
export const AVATAR_MAX_INPUT_PIXELS = 4096 * 4096;
/** At most two decodes at once (each may take ~64 MB); a few more wait, the rest are told to retry. */
const decodeSlots = createDecodeSlots({ concurrent: 2, waiting: 8 });

/**
 * Turns an upload into the stored profile picture: checks the real format (not the file name or
 * the declared type), turns it upright, crops it to a centred square of at most 256 px, and
 * re-encodes it as WebP (which also drops EXIF data such as the place a photo was taken).
 */
export async function normalizeAvatar(upload: Uint8Array): Promise<{ data: Buffer; contentType: "image/webp" }> {
  if (upload.byteLength > AVATAR_MAX_BYTES) {
    throw new AppError("image_too_large", 413, "The picture is larger than 2 MB.");
  }
  const sharp = await loadSharp();
  // Reading the header decodes nothing, so any size may be read (the limit below would refuse
  // to even read it): the size is known before a single pixel is unpacked.
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError("image_unsupported", 415, "Upload a PNG, JPEG or WebP picture.");
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > AVATAR_MAX_INPUT_PIXELS) {
    throw new AppError("image_too_many_pixels", 413, "The picture has more than 16 megapixels.");
  }
  const image = sharp(upload, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: "error" });
  return decodeSlots.run(() => resizeToWebp(image));
}

async function resizeToWebp(image: Sharp): Promise<{ data: Buffer; contentType: "image/webp" }> {
  try {
    const data = await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "attention", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { data, contentType: "image/webp" };
  } catch {
    throw new AppError("image_unsupported", 415, "The picture could not be read.");
  }
}
