import type { Note, ShoppingItem } from "@shared/schemas/note";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { showErrorToast } from "@/lib/show-error-toast";
import { useAddItem, useDeleteItem, useToggleItem } from "../api/shopping-items";
import { summarizeItems } from "../list-summary";
import { AddItemForm } from "./add-item-form";
import { EmptyList } from "./empty-list";
import { ItemSection } from "./item-section";
import { ListProgress } from "./list-progress";
import { ShoppingItemRow } from "./shopping-item-row";

/** An item whose row is about to move to the other section, and where its circle should keep the focus. */
type FocusRequest = { id: number; completed: boolean };

/**
 * A shopping list: progress, the add field, the items still to buy and, apart, the bought ones.
 * Every change shows at once (the hooks update the cache and roll back if the server refuses).
 */
export function ShoppingListView({ note }: { note: Note }) {
  const { t } = useTranslation(["shopping", "errors"]);
  const addItem = useAddItem(note.id);
  const toggleItem = useToggleItem(note.id);
  const deleteItem = useDeleteItem(note.id);
  const summary = summarizeItems(note.items);

  const inputRef = useRef<HTMLInputElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusRequest = useRef<FocusRequest | null>(null);

  // mutateAsync, not mutate: each call reports its own outcome, even when several run at once.
  const handleAdd = (name: string, restore: () => void) => {
    addItem.mutateAsync({ name }).then(
      () => toast.success(t("toast.added")),
      () => {
        restore();
        showErrorToast(t, "shopping:toast.addFailed");
      },
    );
    inputRef.current?.focus();
  };

  const handleToggle = (item: ShoppingItem) => {
    focusRequest.current = { id: item.id, completed: !item.completed };
    toggleItem.mutateAsync(item.id).catch(() => showErrorToast(t, "shopping:toast.toggleFailed"));
  };

  const handleDelete = (item: ShoppingItem) => {
    moveFocusFromDeleted(item);
    deleteItem.mutateAsync(item.id).then(
      () => toast.success(t("toast.deleted")),
      () => showErrorToast(t, "shopping:toast.deleteFailed"),
    );
  };

  /** Keyboard users keep their place: the neighbouring item's delete button, else the progress. */
  const moveFocusFromDeleted = (item: ShoppingItem) => {
    if (document.activeElement !== deleteButtons.current.get(item.id)) return;
    const section = item.completed ? summary.done : summary.open;
    const index = section.findIndex((entry) => entry.id === item.id);
    const neighbour = section[index + 1] ?? section[index - 1];
    const target = neighbour ? deleteButtons.current.get(neighbour.id) : undefined;
    (target ?? progressRef.current)?.focus();
  };

  /** The circle of a row that has just moved to the other section takes the focus back. */
  const toggleRefFor = (item: ShoppingItem) => (element: HTMLButtonElement | null) => {
    const request = focusRequest.current;
    if (!element || request?.id !== item.id || request.completed !== item.completed) return;
    focusRequest.current = null;
    element.focus();
  };

  const deleteRefFor = (item: ShoppingItem) => (element: HTMLButtonElement | null) => {
    if (element) deleteButtons.current.set(item.id, element);
    else deleteButtons.current.delete(item.id);
  };

  const renderRow = (item: ShoppingItem) => (
    <ShoppingItemRow
      key={item.id}
      item={item}
      onToggle={handleToggle}
      onDelete={handleDelete}
      toggleRef={toggleRefFor(item)}
      deleteRef={deleteRefFor(item)}
    />
  );

  return (
    <div className="flex max-w-2xl flex-col gap-6 max-sm:pb-24">
      <div ref={progressRef} tabIndex={-1} className="rounded-xl outline-none">
        <ListProgress completed={summary.done.length} total={summary.total} percentage={summary.percentage} />
      </div>
      <AddItemForm onAdd={handleAdd} inputRef={inputRef} />
      {summary.total === 0 ? <EmptyList /> : null}
      {summary.open.length > 0 ? (
        <ItemSection title={t("sections.open")} count={summary.open.length}>
          {summary.open.map(renderRow)}
        </ItemSection>
      ) : null}
      {summary.done.length > 0 ? (
        <ItemSection title={t("sections.done")} count={summary.done.length}>
          {summary.done.map(renderRow)}
        </ItemSection>
      ) : null}
    </div>
  );
}
