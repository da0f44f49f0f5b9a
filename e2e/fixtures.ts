import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/*
 * The browser-test fixtures. Every spec imports `test` and `expect` from here, never from
 * @playwright/test, so a fixture added here (a signed-in user, a mail catcher) reaches them all.
 *
 * tsconfig.server.json type-checks e2e/ without the DOM library, so the few lines that use the
 * page's globals (navigator) are passed as strings, and localStorage goes through Playwright's
 * storage state.
 */

/** Options a spec sets with `test.use({ … })`. */
export type E2EOptions = {
  /** localStorage a returning visitor already has when the first page opens, e.g. `{ language: "sk" }`. */
  storedItems: Record<string, string>;
};

export type Clipboard = {
  /** The text on the system clipboard, read in the page as a person's paste would. */
  read: () => Promise<string>;
  /** From the next navigation on, `navigator.clipboard.writeText` rejects as when the browser refuses. */
  failWrites: () => Promise<void>;
};

export type E2EFixtures = {
  /** Console errors and uncaught exceptions of `page`, collected from the start of the test. */
  pageErrors: string[];
  /** Clipboard access, with the read and write permissions granted to the page's origin. */
  clipboard: Clipboard;
};

export const test = base.extend<E2EOptions & E2EFixtures>({
  storedItems: [{}, { option: true }],

  // Seeds localStorage through the context's storage state: present before the first script runs,
  // and (unlike an init script) not written again on reload, just as in a real browser.
  storageState: async ({ storageState, storedItems, baseURL }, use) => {
    const entries = Object.entries(storedItems);
    if (entries.length === 0) return use(storageState);
    if (!baseURL) throw new Error("storedItems needs baseURL (set in playwright.config.ts)");
    await use({
      cookies: [],
      origins: [{ origin: new URL(baseURL).origin, localStorage: entries.map(([name, value]) => ({ name, value })) }],
    });
  },

  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },

  clipboard: async ({ page, context, baseURL }, use) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], baseURL ? { origin: baseURL } : {});
    await use({
      read: () => page.evaluate<string>("navigator.clipboard.readText()"),
      failWrites: async () => {
        await page.addInitScript({
          content:
            "navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));",
        });
      },
    });
  },
});

/** A localStorage value of the page's origin, or null when it is not set. */
export async function readStoredItem(page: Page, name: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const items = origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  return items.find((item) => item.name === name)?.value ?? null;
}

/** Whether the page can be scrolled sideways, the tell-tale of a layout too wide for the screen. */
export function scrollsHorizontally(page: Page): Promise<boolean> {
  return page.locator("html").evaluate((html) => html.scrollWidth > html.clientWidth);
}
