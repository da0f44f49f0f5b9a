import { Copy } from "lucide-react";
import { type Ref, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { copyToClipboard } from "@/lib/copy-to-clipboard";

type CopyableLinkProps = { label: string; url: string; buttonRef?: Ref<HTMLButtonElement> };

/**
 * A link to copy: read-only in a field (selectable by hand where the clipboard is not available, as on
 * plain HTTP) with a Copy button. `buttonRef` is the button's, for the focus after the link is made.
 */
export function CopyableLink({ label, url, buttonRef }: CopyableLinkProps) {
  const { t } = useTranslation("data-transfer");
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  const handleCopy = () => {
    copyToClipboard(url).then(
      () => toast.success(t("calendar.copied")),
      () => {
        fieldRef.current?.select();
        toast.error(t("calendar.copyFailed"));
      },
    );
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={fieldRef}
          id={fieldId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button
          ref={buttonRef}
          type="button"
          variant="outline"
          onClick={handleCopy}
          aria-label={t("calendar.copyLink", { label })}
        >
          <Copy aria-hidden />
          {t("calendar.copy")}
        </Button>
      </div>
    </div>
  );
}
