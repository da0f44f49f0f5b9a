import { DEFAULT_TAG_COLOR, type NoteCategory } from "@shared/constants";
import type { QuickAddParse } from "@shared/quick-add/parse-quick-add";
import { tagNameKey } from "@shared/tag-name-key";
import type { TFunction } from "i18next";
import { uuidv7 } from "uuidv7";
import { loadNoteFormChecks } from "@/features/note-editor/load-note-form-checks";
import { emptyNoteForm, type NoteFormValues } from "@/features/note-editor/note-form";
import type { TagList } from "@/features/notes";
import type { createNote, trashNote } from "@/features/notes/api/note-command-kinds";
import { noteSaveErrorKey } from "@/features/recurrence/save-error-key";
import type { addItem, deleteItem } from "@/features/shopping/api/shopping-command-kinds";
import type { createTag } from "@/features/tags/api/tag-command-kinds";
import { i18nFor } from "@/lib/i18n";
import { outboxCommand } from "@/lib/outbox/run-command";
import { newRequestId } from "@/lib/request-id";
import { showErrorToast } from "@/lib/show-error-toast";
import { showUndoToast } from "@/lib/show-undo-toast";

const createNoteCommand = outboxCommand<typeof createNote>("notes.create");
const trashCommand = outboxCommand<typeof trashNote>("notes.trash");
const createTagCommand = outboxCommand<typeof createTag>("tags.create");
const addItemCommand = outboxCommand<typeof addItem>("items.add");
const deleteItemCommand = outboxCommand<typeof deleteItem>("items.delete");

type Written = { category: NoteCategory } | { error: string };

const pageT = (): TFunction => i18nFor(document.documentElement.lang === "sk" ? "sk" : "en").t;

/** The line's tags as ids: the person's own by name, new ones made first (with ids made here). */
function tagIds(names: string[], tags: TagList): string[] {
  return names.map((name) => {
    const existing = tags.items.find((tag) => tagNameKey(tag.name) === tagNameKey(name));
    if (existing) return existing.id;
    const id = uuidv7();
    createTagCommand({ id, name, color: DEFAULT_TAG_COLOR }, newRequestId()).catch((error: unknown) =>
      showErrorToast(pageT(), noteSaveErrorKey(error)),
    );
    return id;
  });
}

/** Items added to an existing list, each undone by deleting it again. */
function addToList(line: QuickAddParse & { list: string }): Written {
  const t = pageT();
  const noteId = line.list;
  const ids = line.items.map((name) => {
    const id = uuidv7();
    addItemCommand({ noteId, input: { id, name, category: null, quantity: null } }, newRequestId()).catch(
      (error: unknown) => showErrorToast(t, noteSaveErrorKey(error)),
    );
    return id;
  });
  showUndoToast(t, {
    message: t("quick-add:added.items", { count: ids.length, title: line.title }),
    onUndo: () => {
      for (const itemId of ids) deleteItemCommand({ noteId, itemId }).catch(() => undefined);
    },
  });
  return { category: "shopping" };
}

/**
 * Writes what a line says through the outbox, the same commands as the dialogs (so offline too, and
 * shown at once): the form's own checks (note-form-checks.ts) judge it as they judge the dialog's.
 */
export async function writeQuickAdd(line: QuickAddParse, tags: TagList): Promise<Written> {
  if (line.list !== null) return addToList({ ...line, list: line.list });
  const values: NoteFormValues = {
    ...emptyNoteForm(line.kind),
    title: line.title,
    day: line.date ?? "",
    time: line.time ?? "",
    items: line.items,
    repeat: { kind: line.repeat ? "custom" : "none", weekdays: [], interval: 1, custom: line.repeat ?? "" },
  };
  const { toCreateInput } = await loadNoteFormChecks();
  const checked = toCreateInput(values);
  const firstError = Object.values(checked.errors)[0];
  if (!checked.value) return { error: `errors:${firstError ?? "validation.required"}` };
  const t = pageT();
  const id = uuidv7();
  // A shopping line has no tags (the parser reads none there), so none are made for it.
  createNoteCommand({ ...checked.value, id, tags: tagIds(line.tags, tags) }, newRequestId()).then(
    () =>
      showUndoToast(t, {
        message: t(`quick-add:added.${line.kind}`, { title: line.title }),
        onUndo: () => trashCommand(id).catch(() => undefined),
      }),
    (error: unknown) => showErrorToast(t, noteSaveErrorKey(error)),
  );
  return { category: line.kind };
}
