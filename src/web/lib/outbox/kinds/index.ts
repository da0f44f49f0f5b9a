import { addItem, deleteItem, restoreItem, setItemCompleted, updateItem } from "./items";
import { createNote, setNoteCompleted, trashNote, untrashNote, updateNote } from "./notes";
import { saveHours, setCategoryOrder } from "./settings";
import { createTag, deleteTag, updateTag } from "./tags";
import { deletePermanently, emptyTrash, restoreNote } from "./trash";

/** Every change the app makes to the user's data, by the name a stored command carries. */
export const commandKinds = {
  "notes.create": createNote,
  "notes.update": updateNote,
  "notes.setCompleted": setNoteCompleted,
  "notes.trash": trashNote,
  "notes.untrash": untrashNote,
  "trash.restore": restoreNote,
  "trash.deletePermanently": deletePermanently,
  "trash.empty": emptyTrash,
  "items.add": addItem,
  "items.update": updateItem,
  "items.setCompleted": setItemCompleted,
  "items.delete": deleteItem,
  "items.restore": restoreItem,
  "tags.create": createTag,
  "tags.update": updateTag,
  "tags.delete": deleteTag,
  "shopping.setCategoryOrder": setCategoryOrder,
  "planner.saveHours": saveHours,
};

export type CommandKinds = typeof commandKinds;
export type CommandKindName = keyof CommandKinds;
export type CommandInput<K extends CommandKindName> = Parameters<CommandKinds[K]["prepare"]>[1];
export type CommandResult<K extends CommandKindName> = Awaited<ReturnType<CommandKinds[K]["send"]>>;
