import { outboxCommand } from "@/lib/outbox/run-command";
import type {
  addItem,
  deleteItem,
  restoreItem,
  setCategoryOrder,
  setItemCompleted,
  updateItem,
} from "./shopping-command-kinds";

/**
 * A shopping list's changes and the category order, each through the outbox (so also offline), e.g.
 * `shoppingCommands.setItemCompleted({ noteId, itemId })`. Each is typed by its kind in
 * shopping-command-kinds.ts, whose code is loaded with the outbox.
 */
export const shoppingCommands = {
  addItem: outboxCommand<typeof addItem>("items.add"),
  updateItem: outboxCommand<typeof updateItem>("items.update"),
  setItemCompleted: outboxCommand<typeof setItemCompleted>("items.setCompleted"),
  deleteItem: outboxCommand<typeof deleteItem>("items.delete"),
  restoreItem: outboxCommand<typeof restoreItem>("items.restore"),
  setCategoryOrder: outboxCommand<typeof setCategoryOrder>("shopping.setCategoryOrder"),
};
