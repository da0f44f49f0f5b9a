// The notes feature's public entry for the features built on it (note-editor, tasks, notes-by-day,
// trash): its queries and writes, the card list and its pieces, the home tabs' state. Re-exports only,
// so a build keeps just what its importer uses. app/ composes the screens from the feature's own files.
export { isDraft, useCreateNote } from "./api/create-note";
export { useNoteDays, useNotesOnDay, useTasksAround } from "./api/get-note-days";
export { useTaskProgress } from "./api/get-note-stats";
export { useUpdateNote } from "./api/update-note";
export { CardList, isLongList, type RenderCard } from "./components/card-list";
export { CATEGORY_ICONS } from "./components/empty-notes";
export { GroupHeading } from "./components/group-heading";
export { NoteListSkeleton } from "./components/note-list-skeleton";
export { NotePhotosFieldOnDemand, preloadNotePhotosField } from "./components/note-photos-on-demand";
export { TagFilterBarOnDemand } from "./components/tag-filter-bar-on-demand";
export { countNotesByDay, dayKey, notesOnDay } from "./note-days";
export { parseNoteTab } from "./note-tab";
export { type TagList, tint } from "./tag-list";
export { useNoteTab } from "./use-note-tab";
export { useTagFilter } from "./use-tag-filter";
