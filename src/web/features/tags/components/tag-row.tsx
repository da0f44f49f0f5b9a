import type { Tag, UpdateTagInput } from "@shared/schemas/tag";
import { Pencil, Trash2 } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { isCreationPending, usePendingCreations } from "@/lib/pending-creations";
import { TagChip } from "./tag-chip";
import { TagEditForm } from "./tag-edit-form";

type TagRowProps = {
  tag: Tag;
  isEditing: boolean;
  isNameTaken: (name: string) => boolean;
  refused?: { name: string; error: string } | undefined;
  onEdit: () => void;
  onSave: (changes: UpdateTagInput) => void;
  onCancel: () => void;
  onDelete: () => void;
  focusAfterDelete: () => HTMLElement | null | undefined;
  editRef?: Ref<HTMLButtonElement>;
};

/** One tag: its chip with edit and delete, or the inline form that renames and recolours it. */
export function TagRow({
  tag,
  isEditing,
  isNameTaken,
  refused,
  onEdit,
  onSave,
  onCancel,
  onDelete,
  focusAfterDelete,
  editRef,
}: TagRowProps) {
  usePendingCreations(); // a draft that settles re-renders as saved
  const { t } = useTranslation("tags");
  if (isEditing) {
    return (
      <li className="bg-accent/30">
        <TagEditForm tag={tag} isNameTaken={isNameTaken} refused={refused} onSave={onSave} onCancel={onCancel} />
      </li>
    );
  }
  // A tag added a moment ago is pending until the server answers.
  const isSaved = !isCreationPending(tag.id);
  return (
    <li className="flex min-h-14 items-center gap-2 py-2 pr-2 pl-4" aria-busy={!isSaved || undefined}>
      <div className="min-w-0 flex-1">
        <TagChip name={tag.name} color={tag.color} />
      </div>
      <Button
        ref={editRef}
        variant="ghost"
        size="sm"
        onClick={onEdit}
        disabled={!isSaved}
        aria-label={t("edit.openLabel", { name: tag.name })}
      >
        <Pencil aria-hidden />
        <span className="max-sm:sr-only">{t("edit.open")}</span>
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            disabled={!isSaved}
            aria-label={t("delete.label", { name: tag.name })}
            className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2 aria-hidden />
          </Button>
        }
        title={t("delete.title", { name: tag.name })}
        description={t("delete.text")}
        confirmLabel={t("delete.confirm")}
        cancelLabel={t("delete.cancel")}
        onConfirm={onDelete}
        focusAfterConfirm={focusAfterDelete}
      />
    </li>
  );
}
