import { NOTE_CONTENT_MAX } from "@shared/constants";
import { Eye } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CharacterCounter } from "@/components/character-counter";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MarkdownView, preloadMarkdown } from "@/features/markdown";
import { countCharacters } from "@/lib/character-limit";

type ContentFieldProps = {
  value: string;
  /** The error's text, already worded. */
  error: string | undefined;
  /** Opens showing the text rendered (an existing note written in Markdown), else the text box. */
  isPreviewAtFirst?: boolean | undefined;
  onChange: (content: string) => void;
};

/**
 * The content of a task or note: edited as plain text, shown rendered from Markdown while "Preview"
 * (Náhľad) is pressed. The text box leaves the page while previewing, and comes back with its text,
 * untouched, when the button is pressed again (or when the text is refused, to be corrected).
 */
export function ContentField({ value, error, isPreviewAtFirst = false, onChange }: ContentFieldProps) {
  const { t } = useTranslation("notes");
  const id = useId();
  const [isPreviewPressed, setIsPreview] = useState(isPreviewAtFirst);
  // A refused text is shown to be corrected: the box comes back with its message.
  const isPreview = isPreviewPressed && !error;
  const count = countCharacters(value, NOTE_CONTENT_MAX);
  const describedBy =
    [error ? `${id}-error` : null, count.isShown ? `${id}-counter` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2">
      <div className="flex min-h-8 items-center justify-between gap-2">
        {isPreview ? (
          <span id={`${id}-label`} className="text-sm leading-none font-medium">
            {t("form.content")}
          </span>
        ) : (
          <Label htmlFor={id}>{t("form.content")}</Label>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={isPreview}
          onPointerEnter={preloadMarkdown}
          onFocus={preloadMarkdown}
          onClick={() => setIsPreview((shown) => !shown)}
          className="text-muted-foreground aria-pressed:bg-accent aria-pressed:text-accent-foreground"
        >
          <Eye aria-hidden />
          {t("form.preview")}
        </Button>
      </div>
      {isPreview ? (
        <section
          aria-labelledby={`${id}-label`}
          className="max-h-60 min-h-20 overflow-y-auto rounded-md border border-input px-3 py-2"
        >
          {value.trim() === "" ? (
            <p className="text-sm text-muted-foreground">{t("form.previewEmpty")}</p>
          ) : (
            <MarkdownView text={value} />
          )}
        </section>
      ) : (
        <Textarea
          id={id}
          name="content"
          rows={3}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="max-h-60 min-h-20"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <CharacterCounter id={`${id}-counter`} count={count} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
