// Data transfer's way in: this browser's quick notes into an export file and back (no code runs on load).
export { quickNotesForExport, restoreQuickNotes } from "./quick-notes-transfer";
