import { ArrowDown, ArrowUp } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ItemList } from "./item-section";

type MoveButtons = {
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
  /** Lets the list put the focus back on a button after the groups have been reordered. */
  buttonRef: (direction: -1 | 1) => (element: HTMLButtonElement | null) => void;
};

type CategoryGroupProps = {
  label: string;
  count: number;
  /** Up and down buttons; "Other" has none (it is always last). */
  move?: MoveButtons;
  children: ReactNode;
};

/** The open items of one category, under a heading with buttons to move the group up or down the list. */
export function CategoryGroup({ label, count, move, children }: CategoryGroupProps) {
  const { t } = useTranslation("shopping");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <div className="flex min-h-8 items-center gap-2 pl-1">
        <h3 id={headingId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span className="truncate">{label}</span>
          <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary tabular-nums">
            {count}
          </span>
        </h3>
        {move ? (
          <div className="ml-auto flex shrink-0 items-center">
            <Button
              ref={move.buttonRef(-1)}
              variant="ghost"
              size="icon"
              className="size-8 text-muted-foreground"
              disabled={!move.canMoveUp}
              onClick={() => move.onMove(-1)}
              aria-label={t("groups.moveUp", { name: label })}
              title={t("groups.moveUp", { name: label })}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              ref={move.buttonRef(1)}
              variant="ghost"
              size="icon"
              className="size-8 text-muted-foreground"
              disabled={!move.canMoveDown}
              onClick={() => move.onMove(1)}
              aria-label={t("groups.moveDown", { name: label })}
              title={t("groups.moveDown", { name: label })}
            >
              <ArrowDown aria-hidden />
            </Button>
          </div>
        ) : null}
      </div>
      <ItemList>{children}</ItemList>
    </section>
  );
}
