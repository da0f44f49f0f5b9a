import type { ShoppingItem } from "@shared/schemas/note";
import { useRef } from "react";
import { categoryOf } from "../category-groups";

/** A row about to move (to the other section, to another group) and which of its buttons keeps the focus. */
type FocusRequest =
  | { kind: "toggle"; id: string; completed: boolean }
  | { kind: "category"; id: string; category: string | null };

/**
 * Keyboard users keep their place while rows move: a ticked item's circle, a moved item's category
 * button take the focus back in their new place; deleting moves it to the neighbouring delete button.
 */
export function useRowFocus() {
  const request = useRef<FocusRequest | null>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  const focusIf = (matches: (wanted: FocusRequest) => boolean) => (element: HTMLElement | null) => {
    const wanted = request.current;
    if (!element || !wanted || !matches(wanted)) return;
    request.current = null;
    element.focus();
  };

  return {
    requestToggle: (id: string, completed: boolean) => {
      request.current = { kind: "toggle", id, completed };
    },
    requestCategory: (id: string, category: string | null) => {
      request.current = { kind: "category", id, category };
    },
    toggleRefFor: (item: ShoppingItem) =>
      focusIf((wanted) => wanted.kind === "toggle" && wanted.id === item.id && wanted.completed === item.completed),
    categoryRefFor: (item: ShoppingItem) =>
      focusIf((wanted) => wanted.kind === "category" && wanted.id === item.id && wanted.category === categoryOf(item)),
    deleteRefFor: (item: ShoppingItem) => (element: HTMLButtonElement | null) => {
      if (element) deleteButtons.current.set(item.id, element);
      else deleteButtons.current.delete(item.id);
    },
    /** Before a row goes: its neighbour's delete button (in the order on screen), else `fallback`. */
    leaveDeleted: (item: ShoppingItem, rowsOnScreen: readonly ShoppingItem[], fallback: HTMLElement | null) => {
      if (document.activeElement !== deleteButtons.current.get(item.id)) return;
      const index = rowsOnScreen.findIndex((entry) => entry.id === item.id);
      const neighbour = rowsOnScreen[index + 1] ?? rowsOnScreen[index - 1];
      const target = neighbour ? deleteButtons.current.get(neighbour.id) : undefined;
      (target ?? fallback)?.focus();
    },
  };
}
