import { expect, type Page } from "@playwright/test";

export type HeldApp = {
  /** The scripts asked for (and held) so far, by path. */
  held: () => string[];
  /** Lets the held scripts (and every later one) through. */
  release: () => void;
};

/**
 * Holds back every script but the boot module a prerendered page names in its HTML, so a test can act
 * on the page before the app has taken it over (docs/decisions/014), then release it.
 */
export async function holdApp(page: Page, path: string): Promise<HeldApp> {
  const html = await (await page.request.get(path)).text();
  const boot = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!boot) throw new Error(`${path} names no module script`);
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    const scriptPath = new URL(route.request().url()).pathname;
    if (scriptPath === boot) return route.fallback();
    held.push(scriptPath);
    await released;
    return route.fallback();
  });
  return { held: () => [...held], release };
}

/**
 * Resolves once the app has taken the prerendered page over: the prerendered markup (the `#root` the
 * page was loaded with) has left the document.
 */
export async function afterTakeover(page: Page, action: () => Promise<void>): Promise<void> {
  const prerendered = await page.locator("#root").elementHandle();
  if (!prerendered) throw new Error("The page has no #root");
  await action();
  await expect.poll(() => prerendered.evaluate((root) => root.isConnected)).toBe(false);
}
