import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@shared/schemas/account";

/**
 * Checks a chosen picture before it is uploaded (the server checks again): the translation key of
 * the problem, or null when the file may go.
 */
export function checkAvatarFile(file: Pick<File, "type" | "size">): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "errors:image_unsupported";
  if (file.size > AVATAR_MAX_BYTES) return "errors:image_too_large";
  return null;
}
