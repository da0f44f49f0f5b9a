// The notes feature's second public entry: what the checklist editor (note-editor) uses. Apart from
// index.ts because a re-exported module with top-level calls (edit-checklist's outbox commands) stays
// in every chunk that imports the barrel: through index.ts it cost /home 2.6 KB of first-load JS.
export { convertNote, useCachedChecklist, useChecklistCommands } from "./api/edit-checklist";
export { withLineAdded, withLineMoved } from "./checklist-cache";
