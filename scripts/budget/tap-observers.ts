/**
 * Runs in every document of a measured context before the page's own scripts (context.addInitScript),
 * beside page-observers.ts, for the interaction budgets of issue 27. Plain JavaScript in a string: it
 * runs in the browser, not in Node (and the pages' CSP forbids eval, so effects are data, not code).
 *
 * - Event Timing: every `event` entry with an interactionId (durationThreshold 16, the API's lowest),
 *   whose duration runs from the input to the next paint after its handlers.
 * - A tap armed from Node (an effect: a CSS selector that must match a rendered element, and
 *   optionally a path) is timed from the pointerdown's timestamp to the end of the first frame that
 *   shows the effect: each frame checks for it, and once it is in the DOM before that frame's paint, a
 *   message posted from the frame runs after the paint. The state lives in sessionStorage, so a tap
 *   that loads a new document (a link or a form before the app took over) is timed there, on the
 *   epoch clock (timeOrigin + now) that both documents share.
 * - A form's native submission (the Navigation API's navigate event with formData) marks the root
 *   element data-budget-submitted: the browser's own "loading" is then the visible response.
 * - On /home, the time from navigation start to the first task card's paint (a card's tick box).
 */
export const TAP_OBSERVERS = `(() => {
  const KEY = "__budgetTap";
  const events = [];
  Object.defineProperty(window, "__budgetEvents", { value: events });
  const read = () => { try { return JSON.parse(sessionStorage.getItem(KEY) || "null"); } catch { return null; } };
  const write = (value) => sessionStorage.setItem(KEY, JSON.stringify(value));
  const epoch = (time) => performance.timeOrigin + time;
  const rendered = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const afterPaint = (then) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {}
  const shows = (armed) =>
    (!armed.path || new RegExp(armed.path).test(location.pathname)) &&
    [...document.querySelectorAll(armed.selector)].some(rendered);
  const watch = () => {
    const frame = () => {
      const armed = read();
      if (!armed || armed.tapAt === null || armed.effectAt !== null) return;
      if (!shows(armed)) return void requestAnimationFrame(frame);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = read();
        if (now && now.effectAt === null) write({ ...now, effectAt: epoch(performance.now()) });
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };
  addEventListener("pointerdown", (event) => {
    const armed = read();
    if (!armed || armed.tapAt !== null) return;
    write({ ...armed, tapAt: epoch(event.timeStamp), tapTimeStamp: event.timeStamp, tapOrigin: performance.timeOrigin });
    watch();
  }, { capture: true });
  if (window.navigation) {
    navigation.addEventListener("navigate", (event) => {
      if (event.formData) document.documentElement.setAttribute("data-budget-submitted", "");
    });
  }
  watch();
  if (/\\/home$/.test(location.pathname)) {
    const hasCard = () => [...document.querySelectorAll("main li input[type=checkbox]")].some(rendered);
    const cards = new MutationObserver(() => {
      if (!hasCard()) return;
      cards.disconnect();
      afterPaint(() => { window.__budgetCardAt = performance.now(); });
    });
    // Attributes too: a list revealed by a style or class change (Suspense shows a hidden subtree so).
    cards.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["style", "class", "hidden"] });
  }
})();`;

/** What Node arms before a tap: the effect to wait for. */
export type TapEffect = { selector: string; path?: string };

/** Evaluated in the page: arms the next pointerdown with `effect`. */
export const armTap = (effect: TapEffect) =>
  `sessionStorage.setItem("__budgetTap", ${JSON.stringify(
    JSON.stringify({ ...effect, tapAt: null, effectAt: null, tapTimeStamp: null, tapOrigin: null }),
  )})`;

export type TapState = {
  armed: { tapAt: number | null; effectAt: number | null; tapTimeStamp: number | null; tapOrigin: number | null };
  origin: number;
  events: { name: string; startTime: number; duration: number; interactionId: number }[];
  cardAt: number | null;
};

/** Evaluated in the page: the armed tap, this document's clock origin and its Event Timing entries. */
export const READ_TAP = `(() => ({
  armed: JSON.parse(sessionStorage.getItem("__budgetTap") || "null"),
  origin: performance.timeOrigin,
  events: [...(window.__budgetEvents || [])],
  cardAt: window.__budgetCardAt ?? null,
}))()`;
