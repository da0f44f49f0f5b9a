import type { NoteSummary } from "@shared/schemas/note-page";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLocale } from "@/lib/locale-context";
import { onDemand } from "@/lib/on-demand";
import { showErrorToast } from "@/lib/show-error-toast";
import { archiveTexts } from "../archive-texts";

// Pin, colour and archive (issue 29) come with the first press of a card's menu button: /home's first
// load has no room for a menu, its palette and their texts (scripts/budget/budgets.ts).
const menuModule = onDemand(() => import("./note-actions-menu"));

type Props = { note: NoteSummary; isDisabled: boolean };

/**
 * A card's "More actions" button. Hover or focus starts loading the menu; the press opens it once in
 * (the menu then owns the button, so later presses, arrows and Escape are the menu's own).
 */
export function NoteActionsOnDemand({ note, isDisabled }: Props) {
  const { t } = useTranslation(["notes", "errors"]);
  const locale = useLocale();
  const [isMenuAsked, setMenuAsked] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  const load = () => Promise.all([menuModule.load(), archiveTexts.load(locale)]);
  const preload = () => void load().catch(() => undefined);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      disabled={isDisabled}
      aria-label={t("card.more", { title: note.title })}
      aria-haspopup="menu"
      className="relative z-10 -mt-1.5 shrink-0 text-muted-foreground"
      onPointerEnter={isMenuAsked ? undefined : preload}
      onFocus={isMenuAsked ? undefined : preload}
      onClick={
        isMenuAsked
          ? undefined
          : () => {
              setMenuAsked(true);
              load().then(
                () => setLoaded(true),
                () => {
                  setMenuAsked(false);
                  showErrorToast(t, "errors:network");
                },
              );
            }
      }
    >
      {/* Drawn by styles.css: no icon code in the first load. */}
      <span aria-hidden data-mask-icon="more" className="size-4" />
    </Button>
  );
  const Menu = isLoaded ? menuModule.loaded()?.NoteActionsMenu : undefined;
  return Menu ? <Menu note={note}>{button}</Menu> : button;
}
