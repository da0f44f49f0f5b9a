import { Copy, Download } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { copyToClipboard } from "@/lib/copy-to-clipboard";

/**
 * The backup codes, shown once after two-factor sign-in is turned on (or new codes are made): a
 * list to read or select by hand, Copy, and Download as a text file. A failed copy says so and
 * selects the list for copying by hand (the clipboard is hidden on plain HTTP).
 */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const { t } = useTranslation("two-factor");
  const labelId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const asText = `${t("twoFactor.setup.fileHeading", { email })}\n\n${codes.join("\n")}\n`;

  const handleCopy = () =>
    copyToClipboard(codes.join("\n")).then(
      () => {
        setCopyFailed(false);
        toast.success(t("twoFactor.setup.copied"));
      },
      () => {
        setCopyFailed(true);
        const list = listRef.current;
        if (list) window.getSelection()?.selectAllChildren(list);
      },
    );

  const handleDownload = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = t("twoFactor.setup.fileName");
    link.click();
    // After the click has handed the file to the browser.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="grid gap-3">
      <h3 id={labelId} className="text-sm font-medium">
        {t("twoFactor.setup.codesLabel")}
      </h3>
      <ul
        ref={listRef}
        aria-labelledby={labelId}
        data-testid="backup-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 px-4 py-3 font-mono text-sm select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={handleCopy}>
          <Copy aria-hidden />
          {t("twoFactor.setup.copy")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={handleDownload}>
          <Download aria-hidden />
          {t("twoFactor.setup.download")}
        </Button>
      </div>
      <p role="status" className="text-sm text-destructive empty:hidden">
        {copyFailed ? t("twoFactor.setup.copyFailed") : ""}
      </p>
    </div>
  );
}
