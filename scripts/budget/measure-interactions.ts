import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { EFFECT_TIMEOUT_MS } from "./budgets.ts";
import type { Account, Interaction } from "./interactions.ts";
import { type TapRun, tapRun, type VisitRun } from "./judge-figures.ts";
import { measureRoute, type RouteRun } from "./measure-route.ts";
import { type PhonePage, withPhonePage } from "./phone-page.ts";
import { armTap, READ_TAP, type TapState } from "./tap-observers.ts";

export type RouteWithTaps = { run: RouteRun; cold?: VisitRun; warm?: VisitRun };

/** How long a control (or the first card) may take to show before its interaction counts as failed. */
const CONTROL_TIMEOUT_MS = 30_000;
const NOT_SHOWN: TapRun = { eventMs: null, effectMs: Number.NaN };

/**
 * The route's cold load for its budgets (measure-route.ts) and, where the route has interactions:
 * - a later visit in that context once it settled (HTTP cache and service worker warm, nothing
 *   tapped before): a second navigation, each control tapped as soon as it shows;
 * - a first visit in a fresh context, each control tapped as soon as it shows, app taken over or not.
 * The tap observers are installed for those visits only, not for the budget's own load.
 */
export async function measureRouteWithTaps(
  browser: Browser,
  url: string,
  storageState: BrowserContextOptions["storageState"] | undefined,
  interactions: Interaction[] | undefined,
  account: Account,
): Promise<RouteWithTaps> {
  if (!interactions) return { run: await measureRoute(browser, url, storageState) };
  let warm: VisitRun | undefined;
  const run = await measureRoute(browser, url, storageState, async (phone) => {
    await phone.observeTaps();
    await phone.page.goto(url, { waitUntil: "commit" });
    warm = await tapThrough(phone.page, interactions, account);
  });
  const cold = await withPhonePage(browser, storageState, async (phone: PhonePage) => {
    await phone.observeTaps();
    await phone.page.goto(url, { waitUntil: "commit" });
    return tapThrough(phone.page, interactions, account);
  });
  return { run, cold, warm };
}

/** Taps each interaction's control in turn on the visit just begun; a failed one is NOT_SHOWN. */
async function tapThrough(page: Page, interactions: Interaction[], account: Account): Promise<VisitRun> {
  const taps: Record<string, TapRun> = {};
  let cardMs = Number.NaN;
  for (const interaction of interactions) {
    try {
      const state = await tapOnce(page, interaction, account);
      taps[interaction.name] = tapRun(state);
      if (Number.isNaN(cardMs) && state.cardAt !== null) cardMs = state.cardAt;
      await interaction.undo?.(page);
    } catch (error) {
      console.warn(`budget: ${interaction.name} on ${page.url()}: ${(error as Error).message.split("\n")[0]}`);
      taps[interaction.name] ??= NOT_SHOWN;
    }
  }
  return { taps, cardMs };
}

async function tapOnce(page: Page, interaction: Interaction, account: Account): Promise<TapState> {
  const { control, effect } = await interaction.prepare(page, account);
  await control.waitFor({ timeout: CONTROL_TIMEOUT_MS });
  await page.evaluate(armTap(effect));
  await control.tap({ timeout: EFFECT_TIMEOUT_MS });
  const deadline = Date.now() + EFFECT_TIMEOUT_MS;
  let state = await readTap(page);
  while (state?.armed.effectAt == null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await readTap(page);
  }
  // The interaction's Event Timing entries are delivered after the paint they end at: a moment more.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const last = (await readTap(page)) ?? state;
  if (!last?.armed) throw new Error("the tap's record was lost");
  return last;
}

/** Null while the page is between documents (the tap navigated): the caller asks again. */
async function readTap(page: Page): Promise<TapState | null> {
  try {
    return (await page.evaluate(READ_TAP)) as TapState;
  } catch {
    return null;
  }
}
