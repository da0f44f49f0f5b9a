import { IMPORT_FILE_MAX_BYTES, IMPORT_ZIP_MAX_BYTES, megabytes } from "@shared/import-limits";
import { FileUp, Loader2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type ImportProgress, useImportData } from "../api/import-data";
import { IMPORT_ACCEPT, type ImportSource, importMaxBytes, isZipFile } from "../import-sources";
import { ImportProgressView } from "./import-progress";
import { ImportRefusalView, ImportSummaryView } from "./import-result";
import { ImportSourceChoice } from "./import-source-choice";

/** The server's own refusal of a file over its limit (20 MB; a zip 500 MB), so both say the same. */
const tooLargeKey = (source: ImportSource, file: File) =>
  source === "keep" || isZipFile(file)
    ? "data-transfer:errors.import_zip_upload_too_large"
    : "data-transfer:errors.import_file_too_large";

/** Choose what the file is, pick it, import it; the outcome is shown (and read out) under the form. */
export function ImportSection() {
  const { t } = useTranslation(["data-transfer", "errors"]);
  const fileId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<ImportSource>("poriadok");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // Another import holds the server: this one waits its turn (useImportData sends it again).
  const [isWaitingForTurn, setIsWaitingForTurn] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const importData = useImportData({ onWaiting: () => setIsWaitingForTurn(true), onProgress: setProgress });
  const isImporting = importData.isPending;

  const handleSourceChange = (next: ImportSource) => {
    // The file picked for another source would not pass this one's filter: pick again.
    setSource(next);
    setFile(null);
    setFileError(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
    importData.reset();
  };

  const handleFileChange = (picked: File | null) => {
    importData.reset();
    const isTooLarge = picked !== null && picked.size > importMaxBytes(source, picked);
    setFileError(isTooLarge ? tooLargeKey(source, picked) : null);
    setFile(isTooLarge ? null : picked);
    // A refused file is not kept in the picker either, so what it shows is what Import would send.
    if (isTooLarge && fileInputRef.current) fileInputRef.current.value = "";
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isImporting) return;
    if (!file) {
      setFileError("import.chooseFile");
      fileInputRef.current?.focus();
      return;
    }
    setIsWaitingForTurn(false);
    setProgress(null);
    importData.mutate({ source, file });
  };

  const hintId = `${fileId}-hint`;
  const errorId = `${fileId}-error`;
  return (
    <SectionCard title={t("import.title")} description={t("import.description")}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-4" aria-busy={isImporting}>
        <ImportSourceChoice value={source} onChange={handleSourceChange} isDisabled={isImporting} />
        <div className="grid gap-2">
          <Label htmlFor={fileId}>{t("import.fileLabel")}</Label>
          <Input
            ref={fileInputRef}
            id={fileId}
            type="file"
            accept={IMPORT_ACCEPT[source]}
            disabled={isImporting}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? errorId : hintId}
            onChange={(event) => handleFileChange(event.target.files?.[0] ?? null)}
          />
          {fileError ? (
            <p id={errorId} className="text-sm text-destructive">
              {t(fileError)}
            </p>
          ) : (
            <p id={hintId} className="text-xs text-muted-foreground">
              {source === "poriadok"
                ? t("import.fileHintJsonOrZip", {
                    json: megabytes(IMPORT_FILE_MAX_BYTES),
                    zip: megabytes(IMPORT_ZIP_MAX_BYTES),
                  })
                : t("import.fileHint", { size: megabytes(importMaxBytes(source)) })}
            </p>
          )}
        </div>
        {/* aria-disabled, not disabled: the button keeps the focus while the import runs. */}
        <Button type="submit" aria-disabled={isImporting} className="self-start aria-disabled:opacity-60">
          {isImporting ? <Loader2 aria-hidden className="animate-spin" /> : <FileUp aria-hidden />}
          {isImporting ? t("import.importing") : t("import.submit")}
        </Button>
        {isImporting && progress ? <ImportProgressView progress={progress} /> : null}
      </form>
      {/* A live region that is always there, so what appears in it is read out. */}
      <div role="status" aria-live="polite">
        {isImporting && isWaitingForTurn ? (
          <p className="text-sm text-muted-foreground">{t("import.waitingForTurn")}</p>
        ) : null}
        {importData.isSuccess ? (
          <ImportSummaryView summary={importData.data.summary} quickNotes={importData.data.quickNotes} />
        ) : null}
        {importData.isError ? <ImportRefusalView error={importData.error} /> : null}
      </div>
    </SectionCard>
  );
}
