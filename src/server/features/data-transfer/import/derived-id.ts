import { createHash } from "node:crypto";

/** The leading bytes kept from the original: 48 time bits, version, and the counter bits after them. */
const KEPT_BYTES = 12;

/**
 * The id a row gets when its own id is already another user's (the same export imported into a
 * second account on this server). Derived, not random, from the importing user and the original id,
 * so importing the file again finds the row it made and duplicates nothing.
 *
 * It keeps the original's first 96 bits — the 48 time bits and what a UUIDv7 generator puts after
 * them to order ids of the same millisecond (the uuidv7 package's 42-bit counter ends in byte 11):
 * items of one list, made in one instant, keep their order, as the app orders them by id. The last
 * 32 bits come from a hash, so two users importing the same file get different ids. A valid UUIDv7
 * when the original is one.
 */
export function derivedId(userId: string, originalId: string): string {
  const hash = createHash("sha256").update(`poriadok-import\u0000${userId}\u0000${originalId}`).digest();
  const original = Buffer.from(originalId.replaceAll("-", ""), "hex");
  const bytes = Buffer.alloc(16);
  original.copy(bytes, 0, 0, KEPT_BYTES);
  hash.copy(bytes, KEPT_BYTES, 0, 16 - KEPT_BYTES);
  // Never the original itself (the one id it must differ from), however unlikely the hash makes it.
  if (bytes.equals(original)) bytes[15] = (bytes[15] ?? 0) ^ 1;
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f); // version 7
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f); // RFC 9562 variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
