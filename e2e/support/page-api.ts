import type { Locator, Page } from "@playwright/test";
import { test } from "../fixtures.ts";

/*
 * The signed-in page's own API calls (its cookies, the app's Origin), for setting up a test's data
 * the way another device of the same user would.
 */

export async function post<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const response = await page.request.post(path, { headers: { origin }, data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function createTask(page: Page, title: string, date?: string): Promise<string> {
  return (await post<{ id: string }>(page, "/api/notes", { title, category: "tasks", ...(date ? { date } : {}) })).id;
}

/** The titles of a group's cards, in the order shown. */
export function titlesIn(list: Locator): Locator {
  return list.locator(":scope > li h3");
}
