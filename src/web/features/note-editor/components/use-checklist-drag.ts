import { type PointerEvent, useRef, useState } from "react";

type Drag = { id: string; startY: number; dy: number; mids: { id: string; mid: number }[] };

/**
 * Reordering by pointer (mouse, touch, pen) with the row's handle: pointer events with capture, so
 * a finger keeps the row while it moves; where it is let go decides the line it lands after. No
 * library: rows do not shift while dragging — the dragged row follows the pointer and a line marks
 * the place it will land.
 */
export function useChecklistDrag(onDrop: (id: string, afterId: string | null) => void) {
  const rows = useRef(new Map<string, HTMLElement>());
  const [drag, setDrag] = useState<Drag | null>(null);
  // The drag as the pointer left it, for the drop: the state above is what the last render saw, and
  // on a busy phone the pointer can be let go before React renders its last moves.
  const current = useRef<Drag | null>(null);
  const follow = (next: Drag | null) => {
    current.current = next;
    setDrag(next);
  };

  const rowRef = (id: string) => (element: HTMLElement | null) => {
    if (element) rows.current.set(id, element);
    else rows.current.delete(id);
  };

  /** The line the dragged row would land after (null: first), from the other rows' middles. */
  const landingAfter = (state: Drag): string | null => {
    const y = state.startY + state.dy;
    const others = state.mids.filter((row) => row.id !== state.id);
    const before = others.filter((row) => row.mid < y);
    return before.at(-1)?.id ?? null;
  };

  /**
   * The moves and the release are followed on the window, not on the handle: if the rows render anew
   * mid-drag (the answer to an earlier change arriving), the handle under the finger may be a new
   * element that never saw the press, and the release must still land the row.
   */
  const followPointer = (id: string, pointerId: number) => {
    const move = (event: globalThis.PointerEvent) => {
      const state = current.current;
      if (event.pointerId === pointerId && state?.id === id) follow({ ...state, dy: event.clientY - state.startY });
    };
    const end = (event: globalThis.PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      const state = current.current;
      follow(null);
      if (event.type === "pointerup" && state?.id === id) drop(id, { ...state, dy: event.clientY - state.startY });
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
  };

  const drop = (id: string, dropped: Drag) => {
    const order = dropped.mids.map((row) => row.id);
    const afterId = landingAfter(dropped);
    const wasAfter = order[order.indexOf(id) - 1] ?? null;
    if (Math.abs(dropped.dy) > 4 && afterId !== wasAfter) onDrop(id, afterId);
  };

  const handlers = (id: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      // Capture keeps a finger's moves on the handle (no scrolling the dialog instead).
      event.currentTarget.setPointerCapture(event.pointerId);
      const mids = [...rows.current].map(([rowId, element]) => {
        const box = element.getBoundingClientRect();
        return { id: rowId, mid: box.top + box.height / 2 };
      });
      mids.sort((a, b) => a.mid - b.mid);
      follow({ id, startY: event.clientY, dy: 0, mids });
      followPointer(id, event.pointerId);
    },
  });

  return {
    rowRef,
    handlers,
    /** The dragged row's offset, and the line it would land after (to mark the place). */
    draggedId: drag?.id ?? null,
    offset: drag?.dy ?? 0,
    landingAfter: drag ? landingAfter(drag) : undefined,
  };
}
