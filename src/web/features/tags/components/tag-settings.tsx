import type { Tag, UpdateTagInput } from "@shared/schemas/tag";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { SectionCard } from "@/components/section-card";
import { ApiError } from "@/lib/api-client";
import { showErrorToast } from "@/lib/show-error-toast";
import { useDeleteTag, useTags, useUpdateTag } from "../api/tags";
import { isTagNameTaken } from "../is-tag-name-taken";
import { AddTagForm } from "./add-tag-form";
import { TagRow } from "./tag-row";

/** Settings → Tags: add a tag, and rename, recolour or delete the existing ones (spec §2). */
export function TagSettings() {
  const { t } = useTranslation("tags");
  const tags = useTags();
  return (
    <div className="flex flex-col gap-4">
      <SectionCard title={t("add.title")} description={t("add.description")}>
        <AddTagForm />
      </SectionCard>
      {tags.data ? (
        <TagList tags={tags.data} />
      ) : tags.isError ? (
        <LoadError message={t("loadError")} onRetry={() => void tags.refetch()} />
      ) : (
        <LoadingPlaceholder label={t("loading")} blocks={1} className="sm:grid-cols-1" query={tags} />
      )}
    </div>
  );
}

function TagList({ tags }: { tags: Tag[] }) {
  const { t } = useTranslation(["tags", "errors"]);
  const updateTag = useUpdateTag();
  const deleteTag = useDeleteTag();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ id: string; name: string; error: string } | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusEditOf = useRef<string | null>(null);

  const closeEditor = (id: string) => {
    focusEditOf.current = id;
    setEditingId(null);
    setRefused(null);
  };

  const handleSave = (tag: Tag, changes: UpdateTagInput) => {
    closeEditor(tag.id);
    updateTag.mutateAsync({ id: tag.id, changes }).then(
      () => toast.success(t("toast.updated")),
      (error: unknown) => {
        // The name was taken in the meantime (another tab or device): back into the editor, said at the field.
        if (error instanceof ApiError && error.code === "tag_name_taken" && changes.name !== undefined) {
          setRefused({ id: tag.id, name: changes.name, error: error.code });
          setEditingId(tag.id);
        } else showErrorToast(t, "tags:toast.updateFailed");
      },
    );
  };

  const handleDelete = (tag: Tag) => {
    deleteTag.mutateAsync(tag.id).then(
      () => toast.success(t("toast.deleted")),
      () => showErrorToast(t, "tags:toast.deleteFailed"),
    );
  };

  /** After a delete: the next tag's edit button, else the previous one's, else the list heading. */
  const focusAfterDelete = (tag: Tag) => () => {
    const index = tags.findIndex((entry) => entry.id === tag.id);
    const neighbour = tags[index + 1] ?? tags[index - 1];
    return (neighbour ? editButtons.current.get(neighbour.id) : undefined) ?? headingRef.current;
  };

  const editRefFor = (id: string) => (element: HTMLButtonElement | null) => {
    if (!element) {
      editButtons.current.delete(id);
      return;
    }
    editButtons.current.set(id, element);
    if (focusEditOf.current === id) {
      focusEditOf.current = null;
      element.focus();
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 px-1 font-semibold outline-none"
      >
        {t("list.title")}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          {tags.length}
        </span>
      </h3>
      {tags.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {t("list.empty")}
        </p>
      ) : (
        <ul className="divide-y overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
          {tags.map((tag) => (
            <TagRow
              key={tag.id}
              tag={tag}
              isEditing={editingId === tag.id}
              isNameTaken={(name) => isTagNameTaken(tags, name, tag.id)}
              refused={refused?.id === tag.id ? refused : undefined}
              onEdit={() => setEditingId(tag.id)}
              onSave={(changes) => handleSave(tag, changes)}
              onCancel={() => closeEditor(tag.id)}
              onDelete={() => handleDelete(tag)}
              focusAfterDelete={focusAfterDelete(tag)}
              editRef={editRefFor(tag.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
