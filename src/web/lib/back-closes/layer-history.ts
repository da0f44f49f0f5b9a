import {
  type EntryPosition,
  isAfter,
  type LayerMarker,
  markerOf,
  positionOf,
  routerIndexOf,
  routerKeyOf,
  withMarker,
} from "./history-entry";
import { handlePopStateFirst } from "./popstate-gate";
import { type PushedEntry, watchPushes } from "./watch-pushes";

/**
 * Every open dialog, sheet or menu is one step of the tab's history (issue 25, point 2): the
 * browser's Back (Android's back gesture, the installed app's back button) closes the top one
 * instead of leaving the screen.
 *
 * - Opening a layer pushes an entry with the screen's URL and React Router's state plus a marker
 *   (history-entry.ts); React Router never hears of it.
 * - Back lands on the entry below. The popstate is stopped before React Router's listener sees it
 *   (popstate-gate.ts runs first), the entry is put back at once, and the top layer is asked
 *   to close — exactly what Esc does, so a form with changes asks "Discard changes?" and stays.
 * - A layer closed by its own buttons, Esc or Back gives its entry back (history.go(-n), a moment
 *   later so that a navigation the same click started — a search result — goes first). Then a
 *   single Back afterwards leaves the screen as it would have without the dialog.
 * - Forward onto such a spent entry (or Back onto one a screen was opened from) steps over it.
 * - A navigation the app makes while such a step is under way wins: the step's popstate is kept
 *   from the router and the router's entry is put back over the entry the step landed on.
 */

export type Layer = { requestClose: () => void };

type Entry = { state: unknown; href: string };

type Stack = {
  id: string;
  /** Open layers, the one opened last on top. */
  layers: Layer[];
  /** How many of this stack's entries lie under the current one, the screen's not counted. */
  depth: number;
  /** The screen's entry: React Router's index (null without the router) and URL. */
  baseIdx: number | null;
  baseHref: string;
  /** What every entry of the stack should show: the screen's current URL and router state. */
  truth: Entry;
};

/** How a finished stack's entries are stepped over: back to the screen, or on to the screen opened from it. */
type Finished = { kind: "closed" } | { kind: "navigated"; depth: number };

let active: Stack | null = null;
/**
 * A history.go of ours in flight: the depth it should land on, the history's length when it started,
 * and the last entry pushed (by the router) while it was under way.
 */
let traversal: { target: number; length: number; pushed: PushedEntry | null } | null = null;
const finished = new Map<string, Finished>();
let lastPosition: EntryPosition | null = null;
let isListening = false;
let syncTimer: ReturnType<typeof setTimeout> | undefined;
let stackCount = 0;
// Markers outlive a reload in the history: a fresh prefix keeps new stacks apart from old ones.
const pageId = Math.random().toString(36).slice(2, 8);

const current = (): Entry => ({ state: window.history.state, href: window.location.href });

/** Opens a layer over the screen (its entry is pushed now); the returned function closes it. */
export function openLayer(layer: Layer): () => void {
  listen();
  active ??= startStack();
  active.layers.push(layer);
  sync();
  return () => closeLayer(layer);
}

function closeLayer(layer: Layer): void {
  const index = active ? active.layers.indexOf(layer) : -1;
  if (!active || index === -1) return;
  active.layers.splice(index, 1);
  // Later, not now: a navigation started by the same click (a search result) pushes its entry
  // first, and a layer opened in the same render (a menu item opening a dialog) takes this entry over.
  syncTimer ??= setTimeout(sync, 0);
}

function startStack(): Stack {
  const here = current();
  stackCount += 1;
  return {
    id: `${pageId}-${stackCount}`,
    layers: [],
    depth: 0,
    baseIdx: routerIndexOf(here.state),
    baseHref: here.href,
    truth: { state: withMarker(here.state, null), href: here.href },
  };
}

function listen(): void {
  if (isListening) return;
  isListening = true;
  lastPosition = positionOf(window.history.state);
  handlePopStateFirst(handlePopState);
  watchPushes((entry) => {
    if (traversal) traversal.pushed = entry;
  });
}

/** Brings the history in line with the open layers: one entry each, above the screen's. */
function sync(): void {
  clearTimeout(syncTimer);
  syncTimer = undefined;
  const stack = active;
  if (!stack || traversal !== null) return;
  if (!followCurrentEntry(stack)) return;
  const wanted = stack.layers.length;
  if (stack.depth < wanted) {
    for (let depth = stack.depth + 1; depth <= wanted; depth += 1) {
      window.history.pushState(withMarker(stack.truth.state, { stack: stack.id, depth }), "", stack.truth.href);
    }
    stack.depth = wanted;
    lastPosition = positionOf(window.history.state);
  } else if (stack.depth > wanted) {
    traversal = { target: wanted, length: window.history.length, pushed: null };
    window.history.go(wanted - stack.depth);
  } else if (wanted === 0) {
    finish(stack, { kind: "closed" });
  }
}

/**
 * Reads where the history is now. React Router may have written over the stack's top entry (a
 * replace: the note's id taken out of the URL, a tab switched) — it becomes the stack's truth — or
 * gone on to another screen from it (false: that stack is over).
 */
function followCurrentEntry(stack: Stack): boolean {
  const here = current();
  const marker = markerOf(here.state);
  if (marker?.stack === stack.id) {
    stack.depth = marker.depth;
    return true;
  }
  if (stack.depth === 0) return true;
  if (routerIndexOf(here.state) === stack.baseIdx) {
    stack.truth = { state: withMarker(here.state, null), href: here.href };
    window.history.replaceState(withMarker(here.state, { stack: stack.id, depth: stack.depth }), "", here.href);
    return true;
  }
  finish(stack, { kind: "navigated", depth: stack.depth });
  lastPosition = positionOf(here.state);
  carryLayersOver(stack);
  return false;
}

/** A layer that stays open on the screen the router went to gets entries there. */
function carryLayersOver(stack: Stack): void {
  if (stack.layers.length === 0) return;
  active = startStack();
  active.layers = stack.layers;
  sync();
}

function finish(stack: Stack, how: Finished): void {
  finished.set(stack.id, how);
  if (active === stack) active = null;
}

/** The depth of `state`'s entry in `stack`, or null when it is none of the stack's entries. */
function depthIn(stack: Stack, state: unknown): number | null {
  const marker = markerOf(state);
  if (marker?.stack === stack.id) return marker.depth;
  const idx = routerIndexOf(state);
  const isBase = idx === null ? window.location.href === stack.baseHref : idx === stack.baseIdx;
  return isBase ? 0 : null;
}

function handlePopState(event: PopStateEvent): void {
  const state = window.history.state;
  const stack = active;
  const depth = stack ? depthIn(stack, state) : null;
  const wasOurs = traversal !== null && depth === traversal.target;
  const pushed = traversal?.pushed ?? null;
  // The history's length changed under our step with no push seen (a push past the watch): the
  // router follows the URL back rather than be kept out.
  const isDisturbed = traversal !== null && window.history.length !== traversal.length;
  traversal = null;
  if (stack && depth !== null && pushed) {
    event.stopImmediatePropagation();
    keepPushedEntry(stack, depth, pushed);
  } else if (stack && depth !== null && !isDisturbed) {
    // Within the open layers: nothing for React Router to do (it would cancel a navigation under way).
    event.stopImmediatePropagation();
    landInStack(stack, depth, wasOurs);
  } else if (stack && isDisturbed) {
    finish(stack, { kind: "closed" });
  } else {
    const marker = markerOf(state);
    if (stack) leaveStack(stack);
    if (marker && marker.depth > 0) stepOver(marker, positionOf(state));
  }
  lastPosition = positionOf(window.history.state);
}

/**
 * The router pushed an entry (went to another screen: a list just left) while our step back was
 * under way, and the step took the tab off it anyway: in Chromium the pushed entry is then lost, or
 * left somewhere above. The router, kept from this pop, still shows its new screen; letting it
 * follow the pop back would open the screen it left (a list left is gone, and its page sends the
 * person on elsewhere). So its entry is pushed again over the one the step landed on, replacing
 * whatever lay above (the layers' spent entries, the lost push), and the stack is over as after any
 * navigation from a layer.
 */
function keepPushedEntry(stack: Stack, depth: number, pushed: PushedEntry): void {
  finish(stack, { kind: "navigated", depth });
  window.history.pushState(pushed.state, "", pushed.href);
  lastPosition = positionOf(pushed.state);
  carryLayersOver(stack);
}

function landInStack(stack: Stack, depth: number, wasOurs: boolean): void {
  stack.depth = depth;
  const here = current();
  if (here.href !== stack.truth.href || routerKeyOf(here.state) !== routerKeyOf(stack.truth.state)) {
    const marker: LayerMarker | null = depth > 0 ? { stack: stack.id, depth } : null;
    window.history.replaceState(withMarker(stack.truth.state, marker), "", stack.truth.href);
    if (depth === 0) stack.baseHref = stack.truth.href;
  }
  const top = stack.layers.at(-1);
  // Put the entries back first: if the layer will not close (a form that asks first), it keeps one.
  sync();
  if (!wasOurs && top && depth < stack.layers.length) top.requestClose();
}

/** The person went further than the layers (a jump in the history list): close them all. */
function leaveStack(stack: Stack): void {
  finish(stack, { kind: "closed" });
  for (const layer of [...stack.layers].reverse()) layer.requestClose();
}

/** A spent entry of a finished stack: go on past it the way the person was going. */
function stepOver(marker: LayerMarker, here: EntryPosition): void {
  const how = finished.get(marker.stack);
  const isGoingBack = lastPosition !== null && isAfter(lastPosition, here);
  let delta: number;
  if (isGoingBack || how?.kind === "closed") delta = -marker.depth;
  else if (how?.kind === "navigated") delta = how.depth - marker.depth + 1;
  // From before a reload: on, towards whatever was opened from it.
  else delta = 1;
  if (delta !== 0) window.history.go(delta);
}
