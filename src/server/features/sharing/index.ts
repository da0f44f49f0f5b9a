/**
 * What other features use of sharing: a shopping list's `sharing` (role and people) as the viewer
 * sees it, on a page of notes or on one note (notes, live sync).
 */
export { withSharing, withSharingOf } from "./note-sharing.ts";
