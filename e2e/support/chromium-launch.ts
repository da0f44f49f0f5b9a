import type { LaunchOptions } from "@playwright/test";

/**
 * Debian's Chromium (scripts/ensure-chromium.sh) with the flags this machine needs: Playwright never
 * downloads a browser here, and without the background-networking flags Chromium keeps trying to
 * reach Google's hosts through a closed network. Shared by the browser tests (playwright.config.ts)
 * and the performance budgets (scripts/budget), so both measure the same browser.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
