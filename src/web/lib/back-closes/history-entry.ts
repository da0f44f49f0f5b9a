/**
 * What an open dialog, sheet or menu writes into the browser's history (layer-history.ts): its
 * entry is a copy of the screen's entry — the same URL and React Router's own state (`key`, `idx`,
 * `usr`) — plus a marker naming the run of layers it belongs to and its depth in that run.
 */

const MARKER = "poriadokLayer";

export type LayerMarker = { stack: string; depth: number };

/** Where an entry sits in the tab's history: React Router's index, then the layer depth above it. */
export type EntryPosition = { idx: number | null; depth: number };

type EntryState = Record<string, unknown> & { [MARKER]?: LayerMarker };

function stateOf(value: unknown): EntryState {
  return value !== null && typeof value === "object" ? (value as EntryState) : {};
}

export function markerOf(state: unknown): LayerMarker | null {
  const marker = stateOf(state)[MARKER];
  if (!marker || typeof marker.stack !== "string" || typeof marker.depth !== "number") return null;
  return marker;
}

/** React Router's index of the entry (the same for a screen and the layers opened over it). */
export function routerIndexOf(state: unknown): number | null {
  const idx = stateOf(state).idx;
  return typeof idx === "number" ? idx : null;
}

/** React Router's key: two entries with the same key show the same location to the router. */
export function routerKeyOf(state: unknown): unknown {
  return stateOf(state).key;
}

export function positionOf(state: unknown, stack?: string): EntryPosition {
  const marker = markerOf(state);
  const depth = marker && (stack === undefined || marker.stack === stack) ? marker.depth : 0;
  return { idx: routerIndexOf(state), depth };
}

/** Whether `a` lies after `b` in the tab's history (an unknown index counts as the same). */
export function isAfter(a: EntryPosition, b: EntryPosition): boolean {
  if (a.idx !== null && b.idx !== null && a.idx !== b.idx) return a.idx > b.idx;
  return a.depth > b.depth;
}

/** The state of `state`'s entry as the entry of layer `marker` (or of no layer: `null`). */
export function withMarker(state: unknown, marker: LayerMarker | null): EntryState {
  const { [MARKER]: _old, ...rest } = stateOf(state);
  return marker ? { ...rest, [MARKER]: marker } : rest;
}
