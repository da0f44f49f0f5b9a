import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, type E2EUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

/*
 * Live sync between two devices of one user: two browser contexts (two devices, each with its own
 * session), one making changes through the API as the app would, the other only watching its screen
 * — which must follow without a reload (docs/decisions/017).
 */

type Device = { context: BrowserContext; page: Page; request: APIRequestContext };

async function signedInDevice(browser: Browser, baseURL: string, user: E2EUser): Promise<Device> {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  await signInThroughApi(context.request, baseURL, user);
  return { context, page: await context.newPage(), request: context.request };
}

/** The device's API calls, with the Origin the server's origin check wants. */
async function call<T>(device: Device, method: string, path: string, data?: unknown): Promise<T> {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const response = await device.request.fetch(path, { method, headers: { origin }, data });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Marks the page's document, so the test can tell it was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate("window.__liveSyncMark = true");
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate("window.__liveSyncMark === true")).toBe(true);
}

/** Resolves once the page has its live stream open (the sync starts after the first paint). */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith("/api/sync/stream"));
}

/** Opens a screen and waits for its stream; the document is marked so a reload would show. */
async function openWithStream(page: Page, path: string) {
  const opened = streamOpened(page);
  await page.goto(path);
  await opened;
  await markDocument(page);
}

/** #rrggbb → the rgb() a computed style gives. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

let user: E2EUser;
let a: Device;
let b: Device;

test.beforeEach(async ({ browser, baseURL, page }) => {
  user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  a = await signedInDevice(browser, baseURL ?? "", user);
  b = await signedInDevice(browser, baseURL ?? "", user);
});

test.afterEach(async () => {
  await a.context.close();
  await b.context.close();
});

test("notes created, edited, completed, trashed and restored on one device show on the other without reload", async () => {
  await openWithStream(b.page, "/home");
  await expect(b.page.getByRole("button", { name: "New task" })).toBeVisible();

  const { id } = await call<{ id: number }>(a, "POST", "/api/notes", { title: "Call the plumber", category: "tasks" });
  const card = b.page.getByRole("listitem").filter({ hasText: "Call the plumber" });
  await expect(card).toBeVisible();

  await call(a, "PATCH", `/api/notes/${id}`, { title: "Call the plumber at nine" });
  const edited = b.page.getByRole("listitem").filter({ hasText: "Call the plumber at nine" });
  await expect(edited).toBeVisible();

  await call(a, "POST", `/api/notes/${id}/toggle`);
  await expect(edited.getByRole("checkbox", { name: "Mark 'Call the plumber at nine' as not done" })).toBeChecked();

  await call(a, "DELETE", `/api/notes/${id}`);
  await expect(edited).toHaveCount(0);

  await openWithStream(b.page, "/trash");
  await expect(b.page.getByRole("article", { name: "Call the plumber at nine" })).toBeVisible();
  await call(a, "POST", `/api/trash/${id}/restore`);
  await expect(b.page.getByRole("article", { name: "Call the plumber at nine" })).toHaveCount(0);
  await expect(b.page.getByText("The trash is empty")).toBeVisible();

  // And the other way round: a note made on B shows on A.
  await openWithStream(a.page, "/home");
  await expect(a.page.getByRole("listitem").filter({ hasText: "Call the plumber at nine" })).toBeVisible();
  await call(b, "POST", "/api/notes", { title: "Made on the phone", category: "tasks" });
  await expect(a.page.getByRole("listitem").filter({ hasText: "Made on the phone" })).toBeVisible();

  await expectNotReloaded(a.page);
  await expectNotReloaded(b.page);
});

test("a ticked shopping item, a tag's new name and colour, and planned hours show on the other device without reload", async () => {
  const list = await call<{ id: number }>(a, "POST", "/api/notes", {
    title: "Groceries",
    category: "shopping",
    items: [{ name: "Milk" }, { name: "Bread" }],
  });
  const { items } = await call<{ items: { id: number; name: string }[] }>(a, "GET", `/api/notes/${list.id}`);
  const milk = items.find((item) => item.name === "Milk");

  await openWithStream(b.page, `/shopping/${list.id}`);
  await expect(b.page.getByRole("button", { name: "Mark “Milk” as bought" })).toBeVisible();
  await call(a, "POST", `/api/notes/${list.id}/items/${milk?.id}/toggle`);
  await expect(b.page.getByRole("region", { name: /^Bought/ }).getByRole("listitem")).toHaveText(["Milk"]);

  // A tag on a task: renamed and recoloured on A, the card on B follows.
  const tag = await call<{ id: number }>(a, "POST", "/api/tags", { name: "Work", color: "#e11d48" });
  await call(a, "POST", "/api/notes", { title: "Quarterly report", category: "tasks", tags: [tag.id] });
  await openWithStream(b.page, "/home");
  const tags = b.page.getByRole("listitem").filter({ hasText: "Quarterly report" }).getByRole("list", { name: "Tags" });
  await expect(tags.getByRole("listitem")).toHaveText(["Work"]);
  const { color: newColour } = await call<{ color: string }>(a, "PATCH", `/api/tags/${tag.id}`, {
    name: "Office",
    color: "#22c55e",
  });
  await expect(tags.getByRole("listitem")).toHaveText(["Office"]);
  await expect(tags.getByRole("listitem").locator("span[aria-hidden]").first()).toHaveCSS(
    "background-color",
    rgb(newColour),
  );

  await openWithStream(b.page, "/planner?week=2026-03-09");
  await expect(b.page.getByRole("spinbutton", { name: /^Tuesday/ })).toHaveValue("0");
  await call(a, "PUT", "/api/planner/2026-03-10", { plannedHours: 6.5 });
  await expect(b.page.getByRole("spinbutton", { name: /^Tuesday/ })).toHaveValue("6.5");
  await expectNotReloaded(b.page);
});

test("two tabs of one browser share one stream, and the other tab takes it over when the first closes", async () => {
  const streams: string[] = [];
  b.context.on("request", (request) => {
    if (request.url().endsWith("/api/sync/stream")) streams.push(request.url());
  });
  const first = b.page;
  const opened = streamOpened(first);
  await first.goto("/home");
  await opened;
  const second = await b.context.newPage();
  await second.goto("/home");
  await expect(second.getByRole("button", { name: "New task" })).toBeVisible();
  await markDocument(second);

  // The second tab follows a change through the first tab's stream.
  await call(a, "POST", "/api/notes", { title: "Seen in both tabs", category: "tasks" });
  await expect(first.getByRole("listitem").filter({ hasText: "Seen in both tabs" })).toBeVisible();
  await expect(second.getByRole("listitem").filter({ hasText: "Seen in both tabs" })).toBeVisible();
  expect(streams).toHaveLength(1);

  const takenOver = streamOpened(second);
  await first.close();
  await takenOver;
  expect(streams).toHaveLength(2);
  await call(a, "POST", "/api/notes", { title: "After the handover", category: "tasks" });
  await expect(second.getByRole("listitem").filter({ hasText: "After the handover" })).toBeVisible();
  await expectNotReloaded(second);
});

test("a device's own quick changes do not flicker when their echoes come back through the stream", async () => {
  for (const title of ["First errand", "Second errand", "Third errand"]) {
    await call(a, "POST", "/api/notes", { title, category: "tasks" });
  }
  await openWithStream(a.page, "/home");
  const titles = ["First errand", "Second errand", "Third errand"];
  for (const title of titles)
    await expect(a.page.getByRole("checkbox", { name: `Mark '${title}' as done` })).toBeVisible();
  // Every state each task's checkbox shows, in order, as the page renders it (a render that ticks or
  // unticks one also changes its label).
  await a.page.evaluate(`(() => {
    window.__ticks = {};
    const record = () => {
      for (const box of document.querySelectorAll('input[type="checkbox"]')) {
        const title = box.closest("li")?.querySelector("h3")?.textContent?.trim();
        if (!title) continue;
        const states = (window.__ticks[title] ??= []);
        const checked = String(box.checked);
        if (states[states.length - 1] !== checked) states.push(checked);
      }
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
  })()`);

  for (const title of titles) await a.page.getByRole("checkbox", { name: `Mark '${title}' as done` }).click();
  await expect
    .poll(async () => (await call<{ notes: { completed: boolean }[] }>(a, "GET", "/api/notes?category=tasks")).notes)
    .toEqual(titles.map(() => expect.objectContaining({ completed: true })));
  // The three echoes (stream event, pull, refetch) have had time to arrive and render.
  await a.page.waitForTimeout(1500);
  const ticks = await a.page.evaluate<Record<string, string[]>>("window.__ticks");
  for (const title of titles) expect(ticks[title], title).toEqual(["false", "true"]);
});
