/**
 * Where a checklist line goes (issue 29): positions are floats in ascending order, so placing a line
 * writes one row, the midpoint of its new neighbours. Repeated halving runs out of room after about
 * 50 moves into the same gap; a gap narrower than MIN_GAP asks for the note's lines to be numbered
 * 1, 2, 3… again (renumbered). The server and the web's optimistic apply use the same math.
 */
export const MIN_GAP = 1e-6;

type Positioned = { id: string; position: number };

/**
 * The position for a line placed right after `afterId` (null: first) among `items` (in any order;
 * the moving line itself, when given, left out); null when there is no room left there, or `afterId`
 * is not among them (the caller answers 404 or renumbers).
 */
export function positionAfter(items: readonly Positioned[], afterId: string | null, movingId?: string): number | null {
  const others = [...items].filter((item) => item.id !== movingId).sort(byPosition);
  if (afterId === null) {
    const first = others[0];
    return first ? first.position - 1 : 1;
  }
  const index = others.findIndex((item) => item.id === afterId);
  const before = others[index];
  if (!before) return null;
  const after = others[index + 1];
  if (!after) return before.position + 1;
  if (after.position - before.position < MIN_GAP) return null;
  return (before.position + after.position) / 2;
}

/** The position for a line added at the end. */
export function positionAtEnd(items: readonly Positioned[]): number {
  return items.reduce((last, item) => Math.max(last, item.position), 0) + 1;
}

/**
 * The ids in their new order with `movingId` placed after `afterId` (null: first), numbered 1, 2, 3…:
 * what a move writes when its gap has run out.
 */
export function renumbered(
  items: readonly Positioned[],
  movingId: string,
  afterId: string | null,
): { id: string; position: number }[] {
  const others = [...items].filter((item) => item.id !== movingId).sort(byPosition);
  const at = afterId === null ? 0 : others.findIndex((item) => item.id === afterId) + 1;
  const ids = others.map((item) => item.id);
  ids.splice(at, 0, movingId);
  return ids.map((id, index) => ({ id, position: index + 1 }));
}

/** Ascending position, ties by id (the order the server reads them in). */
export function byPosition(a: Positioned, b: Positioned): number {
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
