import { TAG_PALETTE } from "../../../../shared/constants.ts";
import type { ExportedNote } from "../../../../shared/schemas/data-export.ts";
import { NOTE_TAGS_MAX } from "../../../../shared/schemas/note.ts";
import { TimeZoneSchema } from "../../../../shared/schemas/stats.ts";
import type { TagColor } from "../../../../shared/schemas/tag.ts";
import { foreignChecklist } from "./foreign-checklist.ts";
import type { TagSet } from "./foreign-source-export.ts";
import { stableId, UNKNOWN_CREATION_TIME } from "./foreign-source-ids.ts";
import { cleanLine, cleanText, joinParagraphs, noteTitle } from "./foreign-source-text.ts";
import type { Skipped } from "./import-rows.ts";
import type { TodoistRow, UnreadableRow } from "./todoist-csv.ts";
import { readTodoistDate } from "./todoist-date.ts";

/**
 * Todoist rows as our tasks. A task row starts a task; the "note" rows after it are its comments
 * (appended to its content); a "section" row names the section of the tasks below it, which become
 * tagged with the section's name. Priorities p1–p3 become tags "p1"–"p3" in Todoist's colours; p4
 * is Todoist's "no priority" and gets no tag; labels written "@name" in the task become tags too.
 * Sub-tasks (INDENT 2 or deeper, right under their task) become its checklist, in order, at every
 * depth; their labels join the task's tags, and a sub-task's description or date, which a checklist
 * line cannot hold, a line of the task's content ("↳ sub-task: …"). A sub-task with no task above it
 * (first in the file or a section) is a task of its own.
 */
type TaskDraft = { row: TodoistRow; section: string | null; comments: string[]; subtasks: TodoistRow[] };

/** Todoist's own colours: p1 red, p2 orange, p3 blue. */
const PRIORITY_TAGS: Record<string, { name: string; color: TagColor }> = {
  "1": { name: "p1", color: TAG_PALETTE[0] },
  "2": { name: "p2", color: TAG_PALETTE[1] },
  "3": { name: "p3", color: TAG_PALETTE[5] },
};

/** Marks the text of a date or deadline we could not read, in any language (the content is the user's). */
const DATE_MARK = "📅";
const DEADLINE_MARK = "⏳";
const COMMENT_MARK = "💬";

export function groupTodoistRows(rows: TodoistRow[]): { tasks: TaskDraft[]; unreadable: UnreadableRow[] } {
  const tasks: TaskDraft[] = [];
  const unreadable: UnreadableRow[] = [];
  let section: string | null = null;
  let current: TaskDraft | null = null;
  for (const row of rows) {
    if (row.type === "" && row.content.trim() === "") continue;
    if (row.type === "meta") continue; // the project's view settings: nothing of ours
    if (row.type === "section") {
      section = cleanLine(row.content) || null;
      current = null;
    } else if (row.type === "task") {
      if (cleanLine(row.content) === "") {
        unreadable.push({ row: row.row, reason: "importProblem.emptyTask" });
        continue;
      }
      if (Number(row.indent) > 1 && current) {
        current.subtasks.push(row);
        continue;
      }
      current = { row, section, comments: [], subtasks: [] };
      tasks.push(current);
    } else if (row.type === "note") {
      if (current) current.comments.push(row.content);
      else unreadable.push({ row: row.row, reason: "importProblem.commentWithoutTask" });
    } else {
      unreadable.push({ row: row.row, reason: "importProblem.unknownRowType" });
    }
  }
  return { tasks, unreadable };
}

/**
 * The tasks as export rows. Ids come from the task's section and text and how many tasks before it
 * had the same ones — not from its row number — so a re-export with a task added above still gives
 * every other task its earlier id. Created times keep the file's order in our newest-first lists.
 */
export function todoistTasksToNotes(
  tasks: TaskDraft[],
  tagSet: TagSet,
  now: number,
): { notes: ExportedNote[]; skipped: Skipped[] } {
  const seen = new Map<string, number>();
  const skipped: Skipped[] = [];
  const notes = tasks.map((task, index): ExportedNote => {
    const identity = JSON.stringify([task.section ?? "", task.row.content.trim()]);
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    const createdAt = new Date(now - index).toISOString();
    const id = stableId("todoist-task", [identity, occurrence], UNKNOWN_CREATION_TIME);
    const fields = taskFields(task, tagSet, now, id);
    // The date is kept in the content (📅 …); the summary names the task, so the person can set it.
    if (!fields.isDateRead) skipped.push({ kind: "task", name: fields.title, reason: "importProblem.dateNotRead" });
    const { isDateRead: _isDateRead, ...note } = fields;
    return {
      ...note,
      id,
      category: "tasks",
      completed: false,
      reminder: null,
      createdAt,
      updatedAt: createdAt,
      completedAt: null,
      trashedAt: null,
      items: [],
      pinned: false,
      color: null,
      archivedAt: null,
    };
  });
  return { notes, skipped };
}

function taskFields(task: TaskDraft, tagSet: TagSet, now: number, id: string) {
  const { row } = task;
  const { text, labels } = takeLabels(row.content);
  const subtasks = task.subtasks.map((subtask) => ({ row: subtask, ...takeLabels(subtask.content) }));
  const { checklist, overflow } = foreignChecklist(
    subtasks.map((subtask) => ({ text: subtask.text, completed: false })),
    (index) => stableId("todoist-subtask", [id, index], UNKNOWN_CREATION_TIME),
  );
  const { title, isCut } = noteTitle(text);
  const date = readTodoistDate(row.date, row.timezone, { language: row.dateLang, now: new Date(now) });
  const content = joinParagraphs([
    isCut ? text : "",
    row.description,
    date.isRead ? "" : `${DATE_MARK} ${row.date}`,
    row.deadline ? `${DEADLINE_MARK} ${row.deadline}` : "",
    overflow,
    subtasks.flatMap(({ row: subtask, text: subtaskText }) => subtaskDetails(subtask, subtaskText)).join("\n"),
    ...task.comments.map((comment) => `${COMMENT_MARK} ${comment}`),
  ]);
  const priority = PRIORITY_TAGS[row.priority];
  const tags = [
    priority ? tagSet.idOf(priority.name, priority.color) : null,
    task.section ? tagSet.idOf(task.section) : null,
    ...[...labels, ...subtasks.flatMap((subtask) => subtask.labels)].map((label) => tagSet.idOf(label)),
  ].filter((id): id is string => id !== null);
  return {
    title,
    content: cleanText(content),
    date: date.date,
    repeat: date.repeat,
    // A timed repeat keeps its time of day in the row's TIMEZONE across DST (readTodoistDate gave it
    // that zone's offset on the first date only).
    ...(date.repeat && date.date && date.date.length > 10 && TimeZoneSchema.safeParse(row.timezone).success
      ? { timeZone: row.timezone }
      : {}),
    isDateRead: date.isRead,
    checklist,
    tags: [...new Set(tags)].slice(0, NOTE_TAGS_MAX),
  };
}

/** What of a sub-task a checklist line cannot hold: its description and date, as one line. */
function subtaskDetails(subtask: TodoistRow, text: string): string[] {
  const details = [subtask.description.trim(), subtask.date ? `${DATE_MARK} ${subtask.date}` : ""].filter(Boolean);
  return details.length > 0 ? [`↳ ${cleanLine(text)}: ${details.join(" ")}`] : [];
}

/** Todoist writes a task's labels into its text as "@name" (its help: "@labelname"); "a@b.com" is no label. */
const LABEL = /(^|\s)@([^\s@,;]+)[,;]?/gu;

function takeLabels(content: string): { text: string; labels: string[] } {
  const labels = [...content.matchAll(LABEL)].map((match) => match[2] ?? "");
  const text = content
    .replace(LABEL, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
  // A task that is only labels keeps them as its title too, so it is not left without one.
  return { text: text === "" ? content : text, labels };
}
