import type { Note } from "@shared/schemas/note";
import { Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLocale } from "@/lib/locale-context";
import { onDemand } from "@/lib/on-demand";
import { showErrorToast } from "@/lib/show-error-toast";
import { loadSharingTexts } from "../sharing-texts";

/** The dialog's code with its texts: loaded as the user reaches for the button, not with the list. */
const sharingDialog = onDemand(() => import("./sharing-dialog"));

/**
 * A list's "Share" (its owner) or "People" (a member) button, opening the sharing dialog. Until the
 * list is loaded it is disabled: whether the user owns it decides what the dialog offers.
 */
export function ShareButton({ list }: { list: Note | undefined }) {
  const { t } = useTranslation(["shopping", "errors"]);
  const locale = useLocale();
  const [isOpen, setIsOpen] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const isMember = list?.sharing?.role === "member";

  const load = () => Promise.all([sharingDialog.load(), loadSharingTexts(locale)]);
  const preload = () => void load().catch(() => undefined); // the click asks again and says so
  const handleOpen = () => {
    setIsLoading(true);
    load()
      .then(
        () => setIsOpen(true),
        () => showErrorToast(t, "errors:network"),
      )
      .finally(() => setIsLoading(false));
  };

  const Dialog = sharingDialog.loaded()?.SharingDialog;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={!list}
        aria-busy={isLoading || undefined}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={handleOpen}
        className="text-muted-foreground aria-busy:animate-pulse"
      >
        <Users aria-hidden />
        {/* Its word only from a tablet up: beside the back link and Delete list it would not fit a phone. */}
        <span className="max-sm:sr-only">{t(isMember ? "shared.people" : "shared.share")}</span>
      </Button>
      {Dialog && list ? <Dialog list={list} isOpen={isOpen} onOpenChange={setIsOpen} /> : null}
    </>
  );
}
