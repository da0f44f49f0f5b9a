import { ITEM_NAME_MAX, ItemNameSchema, type ShoppingItem } from "@shared/schemas/note";
import { Check, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { usePendingCreations } from "@/lib/pending-creations";
import { isSavedItem } from "../list-summary";
import { InlineNameForm } from "./inline-name-form";
import { useInlineEdit } from "./use-inline-edit";

type ShoppingItemRowProps = {
  item: ShoppingItem;
  /** On a shared list: "Added by Peter Novák" / "Added by you"; null elsewhere. */
  addedBy?: string | null;
  onToggle: (item: ShoppingItem) => void;
  onDelete: (item: ShoppingItem) => void;
  /** Saves a new name (already checked); rejects when the server refuses. */
  onRename: (item: ShoppingItem, name: string) => Promise<unknown>;
  toggleRef?: Ref<HTMLButtonElement>;
  deleteRef?: Ref<HTMLButtonElement>;
  /** A control for the item's category (open items), before the delete button. */
  categoryControl?: ReactNode;
};

/**
 * One item: the circle ticks it off (or back on), the name opens a field to rename it in place, the
 * tag (open items) moves it to another category, the bin deletes it. A draft waits for the server first.
 */
export function ShoppingItemRow({
  item,
  addedBy = null,
  onToggle,
  onDelete,
  onRename,
  toggleRef,
  deleteRef,
  categoryControl,
}: ShoppingItemRowProps) {
  usePendingCreations(); // a draft that settles re-renders as saved
  const { t } = useTranslation("shopping");
  const isSaved = isSavedItem(item);
  const quantityId = useId();
  const addedById = useId();
  const describedBy = [item.quantity ? quantityId : null, addedBy ? addedById : null].filter(Boolean).join(" ");
  const edit = useInlineEdit({
    value: item.name,
    schema: ItemNameSchema,
    onSave: (name) => onRename(item, name),
  });
  return (
    <li
      className={cn(
        "group flex min-h-12 items-center gap-1 px-1.5 py-1 transition-opacity sm:px-2",
        !isSaved && "opacity-60",
      )}
      aria-busy={!isSaved || undefined}
    >
      <button
        ref={toggleRef}
        type="button"
        onClick={() => onToggle(item)}
        disabled={!isSaved || edit.isEditing}
        aria-label={t(item.completed ? "item.markOpen" : "item.markDone", { name: item.name })}
        className="flex size-10 shrink-0 items-center justify-center self-start rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-wait"
      >
        <span
          aria-hidden
          className={cn(
            "flex size-5 items-center justify-center rounded-full border-2 transition-colors",
            item.completed
              ? "border-primary bg-primary text-primary-foreground"
              : "border-muted-foreground/60 group-hover:border-primary",
          )}
        >
          {item.completed ? <Check className="size-3.5" strokeWidth={3} /> : null}
        </span>
      </button>
      {edit.isEditing ? (
        <InlineNameForm
          label={t("item.nameLabel")}
          inputProps={edit.inputProps}
          errorKey={edit.errorKey}
          isSaving={edit.isSaving}
          maxLength={ITEM_NAME_MAX}
          onSubmit={edit.handleSubmit}
          onCancel={edit.cancel}
        />
      ) : (
        <>
          <button
            ref={edit.triggerRef}
            type="button"
            onClick={edit.start}
            disabled={!isSaved}
            aria-label={t("item.rename", { name: item.name })}
            // The label names the item; its quantity and who added it are read as the description.
            aria-describedby={describedBy || undefined}
            className={cn(
              "flex min-w-0 flex-1 items-start gap-2 rounded-md px-1 py-2 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-wait",
              item.completed && "text-muted-foreground",
            )}
          >
            <span className="flex min-w-0 flex-col">
              <span className={cn("wrap-anywhere", item.completed && "line-through decoration-muted-foreground/70")}>
                {item.name}
                {/* Apart from the name, and read after it: "Mlieko, 2 l". */}
                {item.quantity ? (
                  <span
                    id={quantityId}
                    data-testid="item-quantity"
                    className="ml-2 rounded-md bg-muted px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-muted-foreground tabular-nums"
                  >
                    {item.quantity}
                  </span>
                ) : null}
              </span>
              {addedBy ? (
                <span id={addedById} className="text-xs text-muted-foreground">
                  {addedBy}
                </span>
              ) : null}
            </span>
            <Pencil
              aria-hidden
              className="mt-0.5 size-3.5 shrink-0 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
            />
            {isSaved ? null : <span className="sr-only"> ({t("item.saving")})</span>}
          </button>
          {isSaved ? categoryControl : null}
          <Button
            ref={deleteRef}
            variant="ghost"
            size="icon"
            onClick={() => onDelete(item)}
            disabled={!isSaved}
            aria-label={t("item.delete", { name: item.name })}
            className="size-10 shrink-0 text-muted-foreground hover:text-destructive"
          >
            <Trash2 aria-hidden />
          </Button>
        </>
      )}
    </li>
  );
}
