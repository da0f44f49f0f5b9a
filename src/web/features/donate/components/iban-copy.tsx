import { compactIban, groupIban } from "@shared/iban";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { copyToClipboard } from "@/lib/copy-to-clipboard";

const COPIED_ICON_MS = 2000;

/** The donation account, grouped for reading and copied compact (the form banking apps accept). */
export function IbanCopy({ iban }: { iban: string }) {
  const { t } = useTranslation("donate");
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_ICON_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await copyToClipboard(compactIban(iban));
      setIsCopied(true);
      toast.success(t("copied"));
    } catch (error) {
      console.error(error);
      toast.error(t("copyFailed"));
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <dl className="flex flex-col gap-3">
        <dt className="text-sm font-medium text-muted-foreground">{t("accountLabel")}</dt>
        <dd className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <span
            translate="no"
            className="flex-1 rounded-lg border bg-background px-3 py-3 font-mono text-[0.9375rem] wrap-break-word select-all sm:px-4 sm:text-xl sm:tracking-wider"
          >
            {groupIban(iban)}
          </span>
          <Button
            size="lg"
            onClick={handleCopy}
            aria-label={t("copyLabel")}
            className="shrink-0 sm:h-auto sm:self-stretch"
          >
            {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {t("copy")}
          </Button>
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">{t("selectHint")}</p>
    </div>
  );
}
