/** A task's sub-tasks and a note's checklist (issue 29): the routes app.ts mounts at /api/notes. */

/** For CalDAV's sub-tasks, written in its own transaction. */
export { linesOf, lockChecklistNote } from "./checklist-note.ts";
export { checklistsRoutes } from "./checklists.routes.ts";
