import { useEffect } from "react";
import { onDemand } from "@/lib/on-demand";
import { useOnDemand } from "@/lib/use-on-demand";
import type { CardListProps } from "./card-list-props";

export type { CardListProps, CardPosition, RenderCard } from "./card-list-props";

/**
 * A list of more than this many cards (counted on the server, loaded or not) renders only the rows
 * near the screen, from its first page on. Short lists — the usual case, up to four pages — render
 * every card as they always did, and never load the virtualiser's code.
 */
const LONG_LIST_MORE_THAN = 200;

export function isLongList(count: number): boolean {
  return count > LONG_LIST_MORE_THAN;
}

/**
 * A list a page (50) short of long: its virtualiser's code is fetched now, so a list that becomes long
 * (a page more, a note more) renders only the rows near the screen at once, not every card first
 * while the code comes.
 */
export function isNearlyLongList(count: number): boolean {
  return count > LONG_LIST_MORE_THAN - 50;
}

// @tanstack/react-virtual and the windowing code: only for a long list (docs/decisions/017, "Long lists").
const virtualCardList = onDemand(() => import("./virtual-card-list"));

export function preloadLongList(): void {
  // Quiet on failure: the list then shows every card.
  virtualCardList.load().catch(() => undefined);
}

/** A tab's list of cards: every card, or for a long list only the rows near the screen. */
export function CardList(props: CardListProps) {
  if (!props.isLong) return <AllCards {...props} />;
  return <LongCardList {...props} />;
}

function AllCards({ notes, renderCard, className, labelledBy }: CardListProps) {
  return (
    <ul aria-labelledby={labelledBy} className={className}>
      {notes.map((note) => renderCard(note))}
    </ul>
  );
}

function LongCardList(props: CardListProps) {
  const { module, preload } = useOnDemand(virtualCardList);
  useEffect(() => {
    if (!module) preload();
  }, [module, preload]);
  // Until its code is in (or if it cannot be fetched) the list shows every card, as a short one does.
  if (!module) return <AllCards {...props} />;
  return <module.VirtualCardList {...props} />;
}
