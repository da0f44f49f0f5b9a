import type { NoteSummary as Note } from "@shared/schemas/note-page";
import type { ReactNode } from "react";

// The list's props, apart from card-list.tsx so that the long list's own chunk (virtual-card-list.tsx) can
// name them without importing the module that loads it.

/** A card's place in its whole list, for screen readers when only some cards are rendered. */
export type CardPosition = { posInSet: number; setSize: number };
export type RenderCard = (note: Note, position?: CardPosition) => ReactNode;

export type CardListProps = {
  notes: Note[];
  renderCard: RenderCard;
  /** The list's grid (columns per breakpoint, gap); a long list reads its columns and gap from it. */
  className: string;
  labelledBy?: string | undefined;
  /** Rows only near the screen (see isLongList in card-list.tsx). */
  isLong: boolean;
  /** How many cards the whole list has (more than loaded, while pages wait), told to screen readers. */
  setSize: number;
  /** A row's height before it is measured (px): close to the usual card, so the scrollbar barely moves. */
  estimatedRowHeight: number;
};
