import type { Metadata, Sharp } from "sharp";
import {
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_MAX_SIDE_PX,
  PHOTO_THUMB_SIDE_PX,
  PHOTO_UPLOAD_MAX_BYTES,
} from "../../../shared/constants.ts";
import { createDecodeSlots } from "../../core/images/decode-slots.ts";
import { loadSharp } from "../../core/images/load-sharp.ts";
import { AppError } from "../../errors.ts";

/** What is stored of one photo: the re-encoded image, its thumbnail, and the image's size in pixels. */
export type ProcessedPhoto = {
  contentType: "image/webp";
  data: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
};

/** The formats a photo may come in (checked from its bytes, never the name or the declared type). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff"]);
/**
 * One decode at a time (a 48 MP photo takes ~150 MB while it is shrunk), a few more wait, the rest are
 * told to retry (503): several people uploading at once cannot add up to a memory spike.
 */
const decodeSlots = createDecodeSlots({ concurrent: 1, waiting: 6 });

export const photoTooLarge = () =>
  new AppError("photo_too_large", 413, `The photo is larger than ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);

/**
 * Turns an upload into the stored photo: checks its real format and size in pixels before decoding a
 * single pixel (a decompression bomb is refused from its header), turns it upright, shrinks it to at
 * most PHOTO_MAX_SIDE_PX on its longer side and re-encodes it as WebP with a thumbnail. Re-encoding
 * without sharp's `withMetadata` drops EXIF, XMP and IPTC, and with them the place a photo was taken.
 */
export async function processPhoto(upload: Uint8Array): Promise<ProcessedPhoto> {
  if (upload.byteLength > PHOTO_UPLOAD_MAX_BYTES) throw photoTooLarge();
  const sharp = await loadSharp();
  // Reading the header decodes nothing, so any size may be read. An empty body makes sharp throw at
  // once rather than reject, so both end as "not a photo" (400), never a 500.
  const metadata = await Promise.resolve()
    .then(() => sharp(upload, { limitInputPixels: false }).metadata())
    .catch(() => null);
  assertReadable(metadata);
  const image = sharp(upload, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error", animated: false });
  return decodeSlots.run(() => shrinkToWebp(image));
}

/**
 * A photo from a Poriadok zip export (files/<id>.webp) kept as it is: it was stored by this app, so
 * re-encoding it again would only lose quality. It must be what we store — a still WebP within the
 * stored size and side — checked from its header; its thumbnail is made as an upload's is, which
 * decodes it whole (a damaged file is refused there). One carrying EXIF or XMP (not made by this
 * app) goes through processPhoto like an upload, so no metadata is ever stored.
 */
export async function keepExportedPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  if (bytes.byteLength > PHOTO_UPLOAD_MAX_BYTES) throw photoTooLarge();
  const sharp = await loadSharp();
  const metadata = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false }).metadata())
    .catch(() => null);
  assertReadable(metadata);
  if (metadata?.format !== "webp" || (metadata.pages ?? 1) > 1) {
    throw new AppError("photo_unsupported", 400, "An exported photo must be a still WebP image.");
  }
  if (metadata.exif || metadata.xmp) return processPhoto(bytes);
  if (Math.max(metadata.width ?? 0, metadata.height ?? 0) > PHOTO_MAX_SIDE_PX) {
    throw new AppError("photo_too_many_pixels", 413, `A stored photo is at most ${PHOTO_MAX_SIDE_PX} px on a side.`);
  }
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const thumb = await decodeSlots.run(() => thumbnailOf(data));
  return { contentType: "image/webp", data, width: metadata.width ?? 0, height: metadata.height ?? 0, thumb };
}

/** Refuses what is not a photo we can read (400), or one with too many pixels to decode safely (413). */
export function assertReadable(metadata: Pick<Metadata, "format" | "compression" | "width" | "height"> | null) {
  if (metadata?.format === "heif" && metadata.compression === "hevc") {
    // sharp's prebuilt libvips reads AVIF but not HEVC (patents): say what to do instead.
    throw new AppError("photo_heic_unsupported", 400, "HEIC photos cannot be read: send a JPEG (most compatible).");
  }
  const isAvif = metadata?.format === "heif" && metadata.compression === "av1";
  if (!metadata?.format || !(isAvif || ACCEPTED_FORMATS.has(metadata.format))) {
    throw new AppError("photo_unsupported", 400, "Send a JPEG, PNG, WebP, AVIF or GIF photo.");
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PHOTO_MAX_INPUT_PIXELS) {
    throw new AppError("photo_too_many_pixels", 413, "The photo has more than 50 megapixels.");
  }
}

async function shrinkToWebp(image: Sharp): Promise<ProcessedPhoto> {
  try {
    const { data, info } = await image
      .rotate()
      .resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await thumbnailOf(data);
    return { contentType: "image/webp", data, width: info.width, height: info.height, thumb };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("photo_unsupported", 400, "The photo could not be read.");
  }
}

async function thumbnailOf(data: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(data)
      .resize(PHOTO_THUMB_SIDE_PX, PHOTO_THUMB_SIDE_PX, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
  } catch {
    throw new AppError("photo_unsupported", 400, "The photo could not be read.");
  }
}
