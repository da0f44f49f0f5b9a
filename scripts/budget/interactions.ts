import type { Locator, Page } from "@playwright/test";
import type { TapEffect } from "./tap-observers.ts";

/**
 * The first taps issue 27 budgets, per route, in the order they are tried on one visit: each waits
 * for its control to be visible (a person taps what they see, the app taken over or not), is tapped,
 * and is timed until its effect paints (tap-observers.ts). Controls are found by role and their
 * English names (src/web/locales/en/*.json), as a person or a screen reader finds them. A tap that
 * leaves the page comes last.
 */
export type Interaction = {
  name: string;
  /** Gets the page ready (not timed) and gives the control to tap and the effect to wait for. */
  prepare: (page: Page, account: Account) => Promise<{ control: Locator; effect: TapEffect }>;
  /** Puts the page back for the next interaction (not timed). */
  undo?: (page: Page) => Promise<void>;
};

/** The seeded, confirmed user who signs in on /auth. */
export type Account = { email: string; password: string };

const closeDialog = async (page: Page) => {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").first().waitFor({ state: "hidden" });
};

const themeSwitch: Interaction = {
  name: "theme switch",
  prepare: async (page) => {
    const control = page.getByRole("button", { name: /^Switch to (light|dark) theme$/ }).first();
    await control.waitFor();
    const isDark = await page.evaluate('document.documentElement.classList.contains("dark")');
    return { control, effect: { selector: isDark ? "html:not(.dark)" : "html.dark" } };
  },
};

const startNow: Interaction = {
  name: '"Start Now"',
  prepare: async (page) => ({
    control: page.getByRole("link", { name: "Start Now", exact: true }).first(),
    // The sign-up form, in this document (the app's router) or the next (a plain link).
    effect: { path: "^/auth", selector: 'input[autocomplete="given-name"]' },
  }),
};

const signIn: Interaction = {
  name: "sign in",
  prepare: async (page, account) => {
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    return {
      control: page.locator("form").getByRole("button", { name: "Sign in", exact: true }),
      // The form's pending state, or the browser's own navigation for a form it submits natively.
      effect: { selector: 'form[aria-busy="true"], form button[type="submit"]:disabled, html[data-budget-submitted]' },
    };
  },
};

const tickTask: Interaction = {
  name: "tick a task",
  prepare: async (page) => {
    const control = page.getByRole("checkbox", { name: /^Mark '.+' as (not )?done$/ }).first();
    await control.waitFor();
    const label = (await control.getAttribute("aria-label")) ?? "";
    const isDone = label.endsWith(" as not done");
    const after = isDone ? label.replace(/ as not done$/, " as done") : label.replace(/ as done$/, " as not done");
    const box = (name: string) => `input[type="checkbox"][aria-label="${name.replaceAll('"', '\\"')}"]`;
    // The card re-rendered with its new state, or the box itself showing it before that.
    return { control, effect: { selector: `${box(after)}, ${box(label)}${isDone ? ":not(:checked)" : ":checked"}` } };
  },
};

const newTask: Interaction = {
  name: '"New task"',
  prepare: async (page) => ({
    control: page.getByRole("button", { name: "New task" }),
    effect: { selector: '[role="dialog"]' },
  }),
  undo: closeDialog,
};

const openSearch: Interaction = {
  name: "open search",
  prepare: async (page) => ({
    control: page.getByRole("button", { name: /^Search/ }).first(),
    effect: { selector: '[role="dialog"] input' },
  }),
  undo: closeDialog,
};

const openShoppingList: Interaction = {
  name: "open a shopping list",
  prepare: async (page) => {
    await page.getByRole("tab", { name: "Shopping" }).tap();
    const control = page.getByRole("tabpanel").getByRole("link").first();
    await control.waitFor();
    return { control, effect: { path: "^/shopping/", selector: "h1" } };
  },
};

/** Per route; /home's tick goes first, so the first card's time on that visit is not slowed by a tap. */
export const INTERACTIONS: Record<string, Interaction[]> = {
  "/": [themeSwitch, startNow],
  "/auth": [signIn],
  "/home": [tickTask, newTask, openSearch, openShoppingList],
};
