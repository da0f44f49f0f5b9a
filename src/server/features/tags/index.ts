/** What notes use of tags: the check that every tag a note names is the user's own. */
export { assertOwnTags } from "./tag-ownership.ts";
/** What quick add uses of tags: a new tag inside its own write (tags.service.ts). */
export { insertTag } from "./tags.service.ts";
