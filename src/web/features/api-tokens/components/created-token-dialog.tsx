import type { CreatedApiToken } from "@shared/schemas/api-tokens";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { curlExample } from "../curl-example";
import { CaldavSetup } from "./caldav-setup";
import { CopyField } from "./copy-field";

type CreatedTokenDialogProps = {
  /** The answer to making a token, the only time the plain token is known; null when closed. */
  created: CreatedApiToken | null;
  onClose: () => void;
  /** Where the focus goes when the dialog closes (the new token in the list). */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The new token, shown this once: Copy, a plain warning that it will not be shown again, and a curl
 * command with this server's address that adds a task with it — or, for an app password (scope
 * `caldav`), what a task app asks for and each app's steps. A click outside does not close it (the
 * token would be gone); Done, the corner button and Escape do.
 */
export function CreatedTokenDialog({ created, onClose, onCloseAutoFocus }: CreatedTokenDialogProps) {
  const { t } = useTranslation("api-tokens");
  return (
    <Dialog open={created !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        closeLabel={t("created.close")}
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-h-[calc(100dvh-2rem)] min-w-0 overflow-y-auto"
      >
        {created ? <CreatedTokenContent created={created} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreatedTokenContent({ created, onClose }: { created: CreatedApiToken; onClose: () => void }) {
  const { t } = useTranslation("api-tokens");
  const isAppPassword = created.apiToken.scope === "caldav";
  const texts = isAppPassword ? "caldav" : "created";
  return (
    <>
      <DialogHeader className="pr-8 text-left">
        <DialogTitle className="wrap-anywhere">{t(`${texts}.title`, { name: created.apiToken.name })}</DialogTitle>
        <DialogDescription>{t(`${texts}.description`)}</DialogDescription>
      </DialogHeader>
      <div
        role="note"
        className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-pretty"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        <p>{t(`${texts}.warning`)}</p>
      </div>
      {isAppPassword ? <CaldavSetup token={created.token} /> : <TokenWithExample token={created.token} />}
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {t("created.done")}
        </Button>
      </DialogFooter>
    </>
  );
}

/** A token for scripts: the token, and a curl command that adds a task with it. */
function TokenWithExample({ token }: { token: string }) {
  const { t } = useTranslation("api-tokens");
  const command = curlExample({ origin: window.location.origin, token, title: t("created.exampleTask") });
  return (
    <>
      <CopyField
        label={t("created.tokenLabel")}
        value={token}
        copyLabel={t("created.copyToken")}
        copiedText={t("created.tokenCopied")}
        failedText={t("created.tokenCopyFailed")}
      />
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">{t("created.exampleTitle")}</h3>
        <CopyField
          label={<span className="font-normal text-muted-foreground">{t("created.exampleText")}</span>}
          value={command}
          copyLabel={t("created.copyExample")}
          copiedText={t("created.exampleCopied")}
          failedText={t("created.exampleCopyFailed")}
          isMultiline
        />
      </div>
    </>
  );
}
