import sharp from "sharp";
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from "../../../shared/schemas/account.ts";
import { AppError } from "../../errors.ts";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
/** Refuse decompression bombs: a 2 MB file may still claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turns an upload into the stored profile picture: checks the real format (not the file name or
 * the declared type), turns it upright, crops it to a centred square of at most 256 px, and
 * re-encodes it as WebP (which also drops EXIF data such as the place a photo was taken).
 */
export async function normalizeAvatar(upload: Uint8Array): Promise<{ data: Buffer; contentType: "image/webp" }> {
  if (upload.byteLength > AVATAR_MAX_BYTES) {
    throw new AppError("image_too_large", 413, "The picture is larger than 2 MB.");
  }
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const metadata = await image.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError("image_unsupported", 415, "Upload a PNG, JPEG or WebP picture.");
  }
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
