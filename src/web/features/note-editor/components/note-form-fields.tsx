import { ITEM_NAME_MAX, NOTE_CONTENT_MAX, NOTE_TITLE_MAX } from "@shared/constants";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import type { TagList } from "@/features/notes";
import { ScheduleFields } from "@/features/recurrence/index";
import { errorTextOptions } from "@/lib/character-limit";
import { type NoteFormErrors, type NoteFormValues, noteFields } from "../note-form";
import { ContentField } from "./content-field";
import { DateTimeFields } from "./date-time-fields";
import { InitialItemsField } from "./initial-items-field";
import { TagToggleChips } from "./tag-toggle-chips";

type NoteFormFieldsProps = {
  values: NoteFormValues;
  errors: NoteFormErrors;
  tags: TagList;
  titleRef: Ref<HTMLInputElement>;
  onChange: (change: Partial<NoteFormValues>) => void;
  /** The create dialog's new-item box (shopping lists); the edit dialog has none. */
  itemDraft?: { value: string; onChange: (value: string) => void };
  /** The content shows rendered from Markdown at first (the edit dialog of a note written in it). */
  isContentPreviewAtFirst?: boolean | undefined;
};

/** The fields a kind of note has: title; content (tasks, notes); date and time (tasks); tags (tasks, notes). */
export function NoteFormFields(props: NoteFormFieldsProps) {
  const { values, errors, tags, titleRef, onChange, itemDraft, isContentPreviewAtFirst } = props;
  const { t } = useTranslation(["notes", "errors"]);
  const { hasContent, hasDate, hasTags, hasItems } = noteFields(values.category);
  // A "too long" message names the field's limit ("At most 200 characters.").
  const errorText = (key: string | undefined, max?: number) =>
    key ? t(`errors:${key}`, errorTextOptions(key, max)) : undefined;

  return (
    <div className="grid gap-5">
      <FormField
        ref={titleRef}
        label={t("form.title")}
        name="title"
        autoComplete="off"
        placeholder={t(`form.titlePlaceholder.${values.category}`)}
        value={values.title}
        limit={NOTE_TITLE_MAX}
        error={errorText(errors.title, NOTE_TITLE_MAX)}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {hasContent ? (
        <ContentField
          value={values.content}
          error={errorText(errors.content, NOTE_CONTENT_MAX)}
          isPreviewAtFirst={isContentPreviewAtFirst}
          onChange={(content) => onChange({ content })}
        />
      ) : null}
      {hasDate ? (
        <>
          <DateTimeFields day={values.day} time={values.time} error={errorText(errors.date)} onChange={onChange} />
          <ScheduleFields values={values} errors={errors} onChange={onChange} />
        </>
      ) : null}
      {hasTags ? (
        <TagToggleChips
          tags={tags}
          selected={values.tags}
          error={errorText(errors.tags)}
          onChange={(selected) => onChange({ tags: selected })}
        />
      ) : null}
      {hasItems && itemDraft ? (
        <InitialItemsField
          items={values.items}
          draft={itemDraft.value}
          error={errorText(errors.items, ITEM_NAME_MAX)}
          onDraftChange={itemDraft.onChange}
          onItemsChange={(items) => onChange({ items })}
        />
      ) : null}
    </div>
  );
}
