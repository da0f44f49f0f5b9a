/**
 * Runs in the page before any of its own scripts (context.addInitScript): records first contentful
 * paint, the largest contentful paint so far and every long task, with `buffered` so nothing the
 * browser saw before the observers existed is missed. Plain JavaScript in a string: it runs in the
 * browser, not in Node, whose types this file is checked against.
 */
export const PAGE_OBSERVERS = `(() => {
  const seen = { fcp: null, lcp: null, lcpElement: null, longTasks: [] };
  Object.defineProperty(window, "__budget", { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (!last) return;
    seen.lcp = last.startTime;
    const element = last.element;
    seen.lcpElement = element
      ? element.tagName.toLowerCase() + (element.className && typeof element.className === "string" ? "." + element.className.trim().split(/\\s+/).slice(0, 3).join(".") : "") + ' "' + (element.textContent || "").trim().slice(0, 40) + '"'
      : last.url || null;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
})();`;

/** What the observers hold, plus the page's clock when read. */
export type PageObservations = {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  longTasks: { startTime: number; duration: number }[];
  now: number;
};

/** Evaluated in the page (as a string, for the same reason as above). */
export const READ_OBSERVATIONS = `(() => ({ ...window.__budget, longTasks: [...window.__budget.longTasks], now: performance.now() }))()`;
