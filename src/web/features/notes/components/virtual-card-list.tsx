import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { FOCUS_TICK_BOX_EVENT } from "../use-follow-moved-card";
import type { CardListProps } from "./card-list-props";

/**
 * Rows rendered past each edge of the screen: Tab and Shift+Tab find the next card already there (the
 * browser scrolls it in, and the rows beyond it follow), and a fast scroll rarely shows a gap.
 */
const OVERSCAN_ROWS = 3;
/** How long a ticked task's tick box waits to be scrolled in and rendered before focus stops following. */
const FOCUS_WAIT_MS = 3_000;

/**
 * A long list (card-list.tsx) that renders only the rows near the screen. The page scrolls, not a box:
 * the rows are cards of the list's own grid (as many as its columns at this width), and what is above
 * and below the rendered rows is the list's padding, so the cards stay `<li>`s of the one `<ul>` in the
 * normal flow, with their place in the whole list told by aria-posinset/aria-setsize. Each row is
 * measured (cards differ: content, tags, dates); an unmeasured one counts as `estimatedRowHeight`.
 * Find-in-page finds only the rendered rows.
 */
export function VirtualCardList(props: CardListProps) {
  const { notes, renderCard, className, labelledBy, setSize, estimatedRowHeight } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const shape = useGridShape(listRef);
  const rows = useMemo(() => inRows(notes, shape.columns), [notes, shape.columns]);
  // A row's measured height follows its first card, wherever the row moves.
  const rowKey = useCallback((index: number) => rows[index]?.[0]?.id ?? `row-${index}`, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedRowHeight,
    getItemKey: rowKey,
    gap: shape.rowGap,
    scrollMargin: shape.top,
    overscan: OVERSCAN_ROWS,
    // Scrolling renders at the scroll's own priority: flushSync inside React 19's event handling warns.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const listStart = virtualizer.options.scrollMargin;
  const first = items[0];
  const last = items.at(-1);
  const paddingTop = first ? first.start - listStart : 0;
  const paddingBottom = last ? Math.max(virtualizer.getTotalSize() - (last.end - listStart), 0) : 0;

  // Each rendered row is measured by its first card: grid items stretch to their row's height.
  useLayoutEffect(() => {
    const cards = listRef.current?.children ?? [];
    const rowStarts = new Map<number, number>();
    let child = 0;
    for (const item of items) {
      rowStarts.set(child, item.index);
      child += rows[item.index]?.length ?? 0;
    }
    for (const [position, card] of [...cards].entries()) {
      if (!(card instanceof HTMLElement)) continue;
      const rowIndex = rowStarts.get(position);
      // A card that no longer starts a row stops standing for one (its observer then ignores it).
      if (rowIndex === undefined) delete card.dataset.index;
      else {
        card.dataset.index = String(rowIndex);
        virtualizer.measureElement(card);
      }
    }
  });

  // A ticked task followed to its new place (use-follow-moved-card.ts) may land on a row not rendered:
  // it is scrolled in, and its tick box gets the focus once it shows — if focus is still nowhere by
  // then, and for a while only (the user may have gone on).
  const rowsNow = useRef(rows);
  useLayoutEffect(() => {
    rowsNow.current = rows;
  }, [rows]);
  const focusWhenShown = useFocusWhenShown(listRef);
  // A layout effect, not a passive one: a group's list mounting with the ticked card (Completed had
  // none) is asked on the same commit, and children's layout effects run before their parent's.
  useLayoutEffect(() => {
    const followTickedCard = (event: Event) => {
      const noteId = (event as CustomEvent<string>).detail;
      const index = rowsNow.current.findIndex((row) => row.some((note) => note.id === noteId));
      if (index < 0) return;
      event.preventDefault();
      focusWhenShown(noteId);
      virtualizer.scrollToIndex(index, { align: "center" });
    };
    window.addEventListener(FOCUS_TICK_BOX_EVENT, followTickedCard);
    return () => window.removeEventListener(FOCUS_TICK_BOX_EVENT, followTickedCard);
  }, [virtualizer, focusWhenShown]);

  return (
    <ul
      ref={listRef}
      aria-labelledby={labelledBy}
      // Cards are laid out only near the screen anyway; skipping their layout (note-card.tsx) would
      // have the rows measured at a placeholder height.
      className={cn(className, "[&>li]:[content-visibility:visible]")}
      style={{ paddingTop, paddingBottom }}
    >
      {items.flatMap((item) =>
        (rows[item.index] ?? []).map((note, column) =>
          renderCard(note, { posInSet: item.index * shape.columns + column + 1, setSize }),
        ),
      )}
    </ul>
  );
}

/**
 * `focusWhenShown(noteId)`: focuses that card's tick box once it is rendered (each frame looks, up to
 * FOCUS_WAIT_MS), unless focus has gone somewhere meanwhile.
 */
function useFocusWhenShown(listRef: RefObject<HTMLElement | null>): (noteId: string) => void {
  const frame = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );
  return useCallback(
    (noteId: string) => {
      const until = Date.now() + FOCUS_WAIT_MS;
      const look = () => {
        frame.current = null;
        const active = document.activeElement;
        if (Date.now() > until || (active && active !== document.body)) return;
        const tickBox = listRef.current?.querySelector<HTMLElement>(
          `[data-note-id="${noteId}"] input[type="checkbox"]`,
        );
        if (tickBox) tickBox.focus();
        else frame.current = requestAnimationFrame(look);
      };
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(look);
    },
    [listRef],
  );
}

type GridShape = { columns: number; rowGap: number; top: number };

/**
 * The list's columns and row gap (from its CSS grid at this width) and where it starts on the page.
 * Read after every render and whenever the page's size changes (a group above it grew, the window was
 * resized), since the virtualiser counts the page's scroll from the list's start.
 */
function useGridShape(listRef: RefObject<HTMLElement | null>): GridShape {
  const [shape, setShape] = useState<GridShape>({ columns: 1, rowGap: 0, top: 0 });
  const readTop = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
    setShape((current) => (current.top === top ? current : { ...current, top }));
  }, [listRef]);
  const readGrid = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const style = getComputedStyle(list);
    const tracks = style.gridTemplateColumns;
    const columns = tracks === "none" ? 1 : tracks.split(" ").length;
    const rowGap = Number.parseFloat(style.rowGap) || 0;
    setShape((current) =>
      current.columns === columns && current.rowGap === rowGap ? current : { ...current, columns, rowGap },
    );
    readTop();
  }, [listRef, readTop]);
  useLayoutEffect(readTop);
  useLayoutEffect(() => {
    readGrid();
    const observer = new ResizeObserver(readGrid);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [readGrid]);
  return shape;
}

function inRows(notes: Note[], columns: number): Note[][] {
  const rows: Note[][] = [];
  for (let start = 0; start < notes.length; start += columns) rows.push(notes.slice(start, start + columns));
  return rows;
}
