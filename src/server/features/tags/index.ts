/** What notes use of tags: the check that every tag a note names is the user's own. */
export { assertOwnTags } from "./tag-ownership.ts";
