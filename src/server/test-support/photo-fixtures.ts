import { crc32 } from "node:zlib";
import sharp from "sharp";
import type { NotePhoto } from "../../shared/schemas/photo.ts";
import type { TestClient } from "./test-client.ts";

/** A solid-colour photo of the given size and format, as a camera or a browser would send it. */
export async function photoBytes(
  format: "jpeg" | "png" | "webp" | "avif" | "gif",
  { width = 64, height = 48, background = "#c0392b" } = {},
): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/**
 * A JPEG as a phone takes it: lying on its side (EXIF orientation 6) with the camera's make and the
 * place it was taken (a GPS latitude) in its EXIF.
 */
export async function phoneJpeg({ width = 80, height = 40 } = {}): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: "#2980b9" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 8/1 0/1" } })
    .withMetadata({ orientation: 6 });
  return new Uint8Array(await image.toBuffer());
}

/** Whether a little-endian EXIF block holds the GPS IFD pointer (tag 0x8825). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return exif?.includes(Buffer.from([0x25, 0x88])) ?? false;
}

/**
 * A decompression bomb: a tiny PNG whose header claims `width` × `height` pixels (its one row of
 * data is all there is), so only a check of the header before decoding keeps it from being unpacked.
 */
export async function pngBomb(width = 30_000, height = 30_000): Promise<Uint8Array> {
  const png = Buffer.from(await photoBytes("png", { width: 1, height: 1 }));
  // IHDR's data starts at byte 16 (8 signature + 4 length + 4 type): width, height; its CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

/** The stored photo, or on a refusal the error (its `code`). */
type UploadAnswer = NotePhoto & { error?: { code: string } };

/** POST /api/notes/:id/photos with the image as the body; `id` as a client-made photo id. */
export async function uploadPhoto(
  client: TestClient,
  noteId: string,
  bytes: Uint8Array,
  options: { id?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: UploadAnswer }> {
  const query = options.id ? `?id=${options.id}` : "";
  const response = await client.request(`/api/notes/${noteId}/photos${query}`, {
    method: "POST",
    body: bytes,
    headers: { "Content-Type": "image/jpeg", ...options.headers },
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}
