import { lazyCommand } from "@/lib/outbox/run-command";

const kinds = () => import("./shopping-command-kinds");

/**
 * A shopping list's changes and the category order, each through the outbox (so also offline), e.g.
 * `shoppingCommands.setItemCompleted({ noteId, itemId })`. A call is typed by its kind in
 * shopping-command-kinds.ts; that code is imported on the first change, with the outbox.
 */
export const shoppingCommands = {
  addItem: lazyCommand(async () => (await kinds()).addItem),
  updateItem: lazyCommand(async () => (await kinds()).updateItem),
  setItemCompleted: lazyCommand(async () => (await kinds()).setItemCompleted),
  deleteItem: lazyCommand(async () => (await kinds()).deleteItem),
  restoreItem: lazyCommand(async () => (await kinds()).restoreItem),
  setCategoryOrder: lazyCommand(async () => (await kinds()).setCategoryOrder),
};
