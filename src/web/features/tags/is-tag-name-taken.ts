import { type Tag, tagNameKey } from "@shared/schemas/tag";

/**
 * Whether another of the user's tags already has this name, ignoring case and surrounding spaces —
 * the server's rule (tagNameKey), checked first in the form so the usual case needs no request.
 */
export function isTagNameTaken(tags: readonly Tag[], name: string, exceptId?: string): boolean {
  const key = tagNameKey(name);
  return tags.some((tag) => tag.id !== exceptId && tagNameKey(tag.name) === key);
}
