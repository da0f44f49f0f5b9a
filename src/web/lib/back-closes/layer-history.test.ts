// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markerOf } from "./history-entry";
import { openLayer } from "./layer-history";
import { installPopStateGate } from "./popstate-gate";

// As start-app.tsx does, before the router (here: the test's stand-in) adds its listener.
installPopStateGate();

let routerPops: string[];
let opened: (() => void)[] = [];
const recordRouterPop = () => routerPops.push(window.location.pathname + window.location.search);

/** Lets jsdom run the queued history traversals and the module's deferred sync. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A layer as the hook makes it: closing it (as its Radix root would) ends it. */
function layer(onRequestClose: (close: () => void) => void = (close) => close()) {
  const requestClose = vi.fn(() => onRequestClose(() => close()));
  const close = openLayer({ requestClose });
  opened.push(close);
  return { requestClose, close };
}

/** The screen React Router would have pushed: its own state with an index and a key. */
let screenCount = 0;
function routerPush(path: string) {
  screenCount += 1;
  const idx = (window.history.state?.idx ?? 0) + 1;
  window.history.pushState({ idx, key: `k${screenCount}` }, "", path);
}

beforeEach(() => {
  routerPops = [];
  // Like React Router's: a plain (non-capturing) listener added before any layer opens.
  window.addEventListener("popstate", recordRouterPop);
  routerPush("/before");
  routerPush("/home");
});

// The module's state is the page's: every test leaves no layer open.
afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of opened) close();
  opened = [];
  await settle();
  window.removeEventListener("popstate", recordRouterPop);
});

describe("layer history", () => {
  it("gives an open layer an entry of the same URL, unknown to the router", () => {
    const length = window.history.length;
    layer();
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe("/home");
    expect(markerOf(window.history.state)?.depth).toBe(1);
    expect(window.history.state.key).toBe(`k${screenCount}`);
  });

  it("closes the layer on Back and stays on the screen; a second Back leaves it", async () => {
    const editor = layer();
    window.history.back();
    await settle();
    expect(editor.requestClose).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe("/home");
    expect(markerOf(window.history.state)).toBeNull();
    expect(routerPops).toEqual([]);
    window.history.back();
    await settle();
    expect(window.location.pathname).toBe("/before");
    expect(routerPops).toEqual(["/before"]);
  });

  it("gives the entry back when the layer closes by its own buttons or Esc, so one Back leaves", async () => {
    const menu = layer();
    menu.close();
    await settle();
    expect(markerOf(window.history.state)).toBeNull();
    expect(routerPops).toEqual([]);
    window.history.back();
    await settle();
    expect(window.location.pathname).toBe("/before");
  });

  it("keeps the entry of a layer that does not close on Back (a form that asks first), and asks again", async () => {
    const editor = layer(() => undefined);
    window.history.back();
    await settle();
    expect(editor.requestClose).toHaveBeenCalledTimes(1);
    expect(markerOf(window.history.state)?.depth).toBe(1);
    window.history.back();
    await settle();
    expect(editor.requestClose).toHaveBeenCalledTimes(2);
    expect(window.location.pathname).toBe("/home");
    expect(routerPops).toEqual([]);
  });

  it("closes only the top layer on Back (a confirmation over an editor)", async () => {
    const editor = layer();
    const confirm = layer();
    expect(markerOf(window.history.state)?.depth).toBe(2);
    window.history.back();
    await settle();
    expect(confirm.requestClose).toHaveBeenCalledTimes(1);
    expect(editor.requestClose).not.toHaveBeenCalled();
    expect(markerOf(window.history.state)?.depth).toBe(1);
    window.history.back();
    await settle();
    expect(editor.requestClose).toHaveBeenCalledTimes(1);
    expect(markerOf(window.history.state)).toBeNull();
    expect(window.location.pathname).toBe("/home");
  });

  it("gives back both entries once when two layers close together (discard closes the question and the editor)", async () => {
    const editor = layer();
    const confirm = layer();
    confirm.close();
    editor.close();
    await settle();
    expect(markerOf(window.history.state)).toBeNull();
    window.history.back();
    await settle();
    expect(window.location.pathname).toBe("/before");
  });

  it("steps back over a spent entry that Forward lands on", async () => {
    const dialog = layer();
    dialog.close();
    await settle();
    window.history.forward();
    await settle();
    expect(window.location.pathname).toBe("/home");
    expect(markerOf(window.history.state)).toBeNull();
    window.history.back();
    await settle();
    expect(window.location.pathname).toBe("/before");
  });

  it("lets a navigation from a layer go first, and steps over the layer's entry both ways afterwards", async () => {
    const search = layer();
    routerPush("/home?note=1"); // a search result: the router navigates as the dialog closes
    search.close();
    await settle();
    expect(window.location.search).toBe("?note=1");
    window.history.back();
    await settle();
    expect(window.location.search).toBe("");
    expect(markerOf(window.history.state)).toBeNull();
    window.history.forward();
    await settle();
    expect(window.location.search).toBe("?note=1");
  });

  it("lets a navigation the router pushes while a closed layer's entry is being given back win (leaving a list)", async () => {
    const people = layer();
    const confirm = layer();
    // The router's push lands while the step that gives the entry back is under way (the lists'
    // screen had to load its code first). Chromium then takes the step from the pushed entry; jsdom
    // would drop a step that a push overtakes, so here the push goes just before the step.
    const go = window.history.go.bind(window.history);
    const spy = vi.spyOn(window.history, "go").mockImplementationOnce((delta) => {
      routerPush("/lists");
      go(delta);
    });
    confirm.close();
    await settle();
    expect(spy).toHaveBeenCalledWith(-1);
    expect(window.location.pathname).toBe("/lists");
    expect(routerPops).toEqual([]);
    expect(people.requestClose).not.toHaveBeenCalled();
    people.close(); // the list's screen has gone, and its dialog with it
    await settle();
    expect(window.location.pathname).toBe("/lists");
    expect(markerOf(window.history.state)).toBeNull();
    expect(routerPops).toEqual([]);
    window.history.back();
    await settle();
    expect(window.location.pathname).toBe("/home");
    expect(markerOf(window.history.state)).toBeNull();
    window.history.forward();
    await settle();
    expect(window.location.pathname).toBe("/lists");
  });

  it("keeps a URL the router replaced while the layer was open (a tab switched as the dialog closes)", async () => {
    const dialog = layer();
    window.history.replaceState({ idx: window.history.state.idx, key: "replaced" }, "", "/home?tab=lists");
    dialog.close();
    await settle();
    expect(window.location.search).toBe("?tab=lists");
    expect(window.history.state).toEqual({ idx: expect.any(Number), key: "replaced" });
    window.history.back();
    await settle();
    expect(window.location.pathname).toBe("/before");
  });

  it("takes the entry over when a layer closes and another opens at once (a menu item opening a dialog)", async () => {
    const menu = layer();
    const length = window.history.length;
    menu.close();
    const dialog = layer();
    await settle();
    expect(window.history.length).toBe(length);
    expect(markerOf(window.history.state)?.depth).toBe(1);
    window.history.back();
    await settle();
    expect(dialog.requestClose).toHaveBeenCalledTimes(1);
    expect(menu.requestClose).not.toHaveBeenCalled();
  });
});
