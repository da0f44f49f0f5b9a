import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { IMPORT_SOURCES, type ImportSource, isImportSource } from "../import-sources";

type ImportSourceChoiceProps = {
  value: ImportSource;
  onChange: (source: ImportSource) => void;
  isDisabled: boolean;
};

/** What the file is: a Poriadok export, a Todoist CSV or a Google Keep Takeout zip, each with a hint. */
export function ImportSourceChoice({ value, onChange, isDisabled }: ImportSourceChoiceProps) {
  const { t } = useTranslation("data-transfer");
  const labelId = useId();
  const itemId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-sm font-medium">
        {t("import.sourceLabel")}
      </p>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => isImportSource(next) && onChange(next)}
        disabled={isDisabled}
        className="gap-2"
      >
        {IMPORT_SOURCES.map((source) => (
          <div key={source} className="flex items-start gap-3">
            <RadioGroupItem
              id={`${itemId}-${source}`}
              value={source}
              aria-describedby={`${itemId}-${source}-hint`}
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${itemId}-${source}`}>{t(`import.sources.${source}.label`)}</Label>
              <span id={`${itemId}-${source}-hint`} className="text-xs text-muted-foreground">
                {t(`import.sources.${source}.hint`)}
              </span>
            </div>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}
