import type { Note, ShoppingItem } from "@shared/schemas/note";
import { Eraser } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/account";
import { ArchivedNoticeOnDemand } from "@/features/notes/archived-notice";
import { showErrorToast } from "@/lib/show-error-toast";
import { showUndoToast } from "@/lib/show-undo-toast";
import { useCategoryOrder, useSetCategoryOrder } from "../api/category-order";
import { useDeleteItem, useRestoreItem, useToggleItem, useUpdateItem } from "../api/shopping-items";
import { groupOpenItems, pickerCategories } from "../category-groups";
import { summarizeItems } from "../list-summary";
import { useCategoryNames } from "../use-category-names";
import { AddItemForm } from "./add-item-form";
import { EmptyList } from "./empty-list";
import { ItemCategoryButton } from "./item-category-button";
import { ItemList, ItemSection } from "./item-section";
import { ListProgress } from "./list-progress";
import { MergeOfferPanel } from "./merge-offer";
import { OpenItems } from "./open-items";
import { ShoppingItemRow } from "./shopping-item-row";
import { useAddWithMemory } from "./use-add-with-memory";
import { useClearBought } from "./use-clear-bought";
import { useRowFocus } from "./use-row-focus";

/**
 * A shopping list: progress, the add field, the items still to buy grouped by category in the user's
 * order and, apart, the bought ones. Every change shows at once (the hooks update the cache and roll
 * back if the server refuses).
 */
export function ShoppingListView({ note }: { note: Note }) {
  const { t } = useTranslation(["shopping", "errors"]);
  const { labelOf, compare } = useCategoryNames();
  const toggleItem = useToggleItem(note.id);
  const deleteItem = useDeleteItem(note.id);
  const updateItem = useUpdateItem(note.id);
  const restoreItem = useRestoreItem(note.id);
  const categoryOrder = useCategoryOrder();
  const setCategoryOrder = useSetCategoryOrder();
  const order = categoryOrder.data ?? [];
  const summary = summarizeItems(note.items);
  const categories = pickerCategories(order, note.items, compare);

  const inputRef = useRef<HTMLInputElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const focus = useRowFocus();
  const adding = useAddWithMemory(note.id, summary.open, inputRef);
  const clearBought = useClearBought(note.id);
  const viewerId = useSession().data?.user.id;

  /** On a shared list, who added the item: a member's first name, "you", or nothing when not known. */
  const addedByOf = (item: ShoppingItem): string | null => {
    if (!note.sharing || !item.addedBy) return null;
    if (item.addedBy === viewerId) return t("item.addedByYou");
    const person = note.sharing.people.find((someone) => someone.id === item.addedBy);
    return person ? t("item.addedBy", { name: `${person.firstName} ${person.lastName}`.trim() }) : null;
  };

  const handleClearBought = () => {
    // The bought section and its button leave the page: the add field keeps the focus.
    inputRef.current?.focus();
    clearBought(summary.done);
  };

  const handleToggle = (item: ShoppingItem) => {
    focus.requestToggle(item.id, !item.completed);
    // Ticking it back by hand makes the earlier Undo meaningless.
    const undoId = `undo-item-toggle-${item.id}`;
    toast.dismiss(undoId);
    toggleItem.mutateAsync(item.id).then(
      () => {
        if (item.completed) return;
        showUndoToast(t, {
          id: undoId,
          message: t("toast.bought", { name: item.name }),
          onUndo: () => handleToggle({ ...item, completed: true }),
        });
      },
      () => showErrorToast(t, "shopping:toast.toggleFailed"),
    );
  };

  const handleDelete = (item: ShoppingItem) => {
    const openOnScreen = groupOpenItems(summary.open, order, compare).flatMap((group) => group.items);
    focus.leaveDeleted(item, item.completed ? summary.done : openOnScreen, progressRef.current);
    deleteItem.mutateAsync(item.id).then(
      () => showUndoToast(t, { message: t("toast.deleted"), onUndo: () => handleRestore(item) }),
      () => showErrorToast(t, "shopping:toast.deleteFailed"),
    );
  };

  const handleRestore = (item: ShoppingItem) => {
    restoreItem.mutateAsync(item).then(
      () => toast.success(t("toast.restored", { name: item.name })),
      () => showErrorToast(t, "shopping:toast.restoreFailed"),
    );
  };

  const handleRename = (item: ShoppingItem, name: string) =>
    updateItem.mutateAsync({ itemId: item.id, changes: { name } }).then(
      () => toast.success(t("toast.renamed")),
      (error: unknown) => {
        showErrorToast(t, "shopping:toast.renameFailed");
        throw error;
      },
    );

  const handleMoveItem = (item: ShoppingItem, category: string | null) => {
    focus.requestCategory(item.id, category);
    updateItem.mutateAsync({ itemId: item.id, changes: { category } }).then(
      () => toast.success(t("toast.moved", { name: item.name, category: labelOf(category) })),
      () => showErrorToast(t, "shopping:toast.moveFailed"),
    );
  };

  const handleOrderChange = (next: string[]) => {
    setCategoryOrder.mutateAsync(next).catch(() => showErrorToast(t, "shopping:toast.orderFailed"));
  };

  const renderRow = (item: ShoppingItem) => (
    <ShoppingItemRow
      key={item.id}
      item={item}
      addedBy={addedByOf(item)}
      onToggle={handleToggle}
      onDelete={handleDelete}
      onRename={handleRename}
      toggleRef={focus.toggleRefFor(item)}
      deleteRef={focus.deleteRefFor(item)}
      categoryControl={
        item.completed ? null : (
          <ItemCategoryButton
            item={item}
            categories={categories}
            onChange={(category) => handleMoveItem(item, category)}
            buttonRef={focus.categoryRefFor(item)}
          />
        )
      }
    />
  );

  return (
    <div className="flex max-w-2xl flex-col gap-6 max-sm:pb-32">
      <ArchivedNoticeOnDemand note={note} />
      <div ref={progressRef} tabIndex={-1} className="rounded-xl outline-none">
        <ListProgress completed={summary.done.length} total={summary.total} percentage={summary.percentage} />
      </div>
      <AddItemForm
        onAdd={adding.handleAdd}
        inputRef={inputRef}
        categories={categories}
        suggestionsFor={adding.suggestionsFor}
      >
        {adding.offer ? (
          <MergeOfferPanel
            offer={adding.offer}
            onMerge={adding.handleMerge}
            onAddAnyway={adding.handleAddAnyway}
            onCancel={adding.handleCancel}
          />
        ) : null}
      </AddItemForm>
      {summary.total === 0 ? <EmptyList /> : null}
      <OpenItems
        items={summary.open}
        order={order}
        canArrange={categoryOrder.isSuccess}
        pendingOrder={setCategoryOrder.isPending ? setCategoryOrder.variables : undefined}
        onOrderChange={handleOrderChange}
        renderRow={renderRow}
      />
      {summary.done.length > 0 ? (
        <ItemSection
          title={t("sections.done")}
          count={summary.done.length}
          action={
            <Button variant="ghost" size="sm" onClick={handleClearBought} className="h-8 text-muted-foreground">
              <Eraser aria-hidden />
              {t("clearBought.button")}
            </Button>
          }
        >
          <ItemList>{summary.done.map(renderRow)}</ItemList>
        </ItemSection>
      ) : null}
    </div>
  );
}
