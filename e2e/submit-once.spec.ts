import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * Every form submits once (issue 9, point 1): a double-click on its button while the first request is
 * on its way sends one request and has one effect. Each request is held back a little, as on a slow
 * phone connection, so the second click surely lands while the first is in flight. (The note dialogs
 * have their own tests in note-dialogs.spec.ts, adding a shopping item in shopping.spec.ts.)
 */

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every request that changes something (not a GET), each answered only after `delayMs`. */
async function slowWrites(page: Page, delayMs = 600): Promise<Request[]> {
  const writes: Request[] = [];
  await page.route("**/api/**", async (route) => {
    if (route.request().method() === "GET") return route.fallback();
    writes.push(route.request());
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return route.fallback();
  });
  return writes;
}

const toast = (page: Page, type: "success" | "error") => page.locator(`[data-sonner-toast][data-type='${type}']`);

async function signedIn(page: Page, baseURL: string | undefined) {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  return user;
}

test("sign-up: a double-click registers once", async ({ page, pageErrors }) => {
  const user = uniqueUser();
  await page.goto("/auth?mode=signup");
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  const writes = await slowWrites(page);
  await page.getByRole("button", { name: "Sign up" }).dblclick();

  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.waitForTimeout(800);
  expect(writes.map((request) => new URL(request.url()).pathname)).toEqual(["/api/auth/sign-up/email"]);
  await expect(toast(page, "error")).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("adding a tag: a double-click adds one tag, with an Idempotency-Key, and no complaint about the emptied field", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await signedIn(page, baseURL);
  await page.goto("/settings?view=tags");
  await page.getByLabel("Name", { exact: true }).fill("Garden");
  const writes = await slowWrites(page);
  await page.getByRole("button", { name: "Add tag" }).dblclick();

  await expect(toast(page, "success")).toContainText("Tag added");
  await page.waitForTimeout(800);
  expect(writes).toHaveLength(1);
  expect(writes[0]?.headers()["idempotency-key"]).toMatch(UUID_V4);
  await expect(page.getByText("This field is required")).toHaveCount(0);
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  const saved = (await (await page.request.get("/api/tags")).json()) as { tags: { name: string }[] };
  expect(saved.tags.map((tag) => tag.name)).toEqual(["Garden"]);
  expect(pageErrors).toEqual([]);
});

test("adding a shopping item sends an Idempotency-Key, one per item", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  const id = await createNote(page.request, baseURL ?? "", { title: "Market", category: "shopping" });
  await page.goto(`/shopping/${id}`);
  const writes = await slowWrites(page, 0);
  for (const name of ["Apples", "Pears"]) {
    await page.getByLabel("New item").fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).dblclick();
  }
  await expect(page.getByRole("main").getByRole("listitem")).toHaveText(["Apples", "Pears"]);
  // The list shows an item before its request leaves (the outbox sends it after): the requests are
  // counted once the server has both items, not the moment the screen shows them.
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/notes/${id}`)).json()) as { items: unknown[] }).items.length,
    )
    .toBe(2);
  const keys = writes.map((request) => request.headers()["idempotency-key"]);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(UUID_V4);
  expect(keys[1]).toMatch(UUID_V4);
  expect(keys[1]).not.toBe(keys[0]);
});

test("profile, password, reset mail and delete data: a double-click sends one request each", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  const user = await signedIn(page, baseURL);
  await page.goto("/settings?view=account");
  const writes = await slowWrites(page);
  const pathsSinceLast = () => writes.splice(0).map((request) => new URL(request.url()).pathname);

  await page.getByLabel("First name").fill("Zuzana");
  await page.getByRole("button", { name: "Save changes" }).dblclick();
  await expect(toast(page, "success")).toContainText("Profile saved");
  await page.waitForTimeout(800);
  expect(pathsSinceLast()).toHaveLength(1);

  const password = page.getByRole("region", { name: "Change password" });
  await password.getByLabel("Current password", { exact: true }).fill(user.password);
  await password.getByLabel("New password", { exact: true }).fill("a much better one");
  await password.getByRole("button", { name: "Change password" }).dblclick();
  // A second request would have been refused: the current password is no longer the one typed.
  await expect(toast(page, "success").filter({ hasText: "Password changed" })).toBeVisible();
  await page.waitForTimeout(800);
  expect(pathsSinceLast()).toEqual(["/api/auth/change-password"]);
  await expect(toast(page, "error")).toHaveCount(0);

  await page.getByRole("button", { name: "Send password-reset e-mail" }).dblclick();
  await expect(toast(page, "success").filter({ hasText: user.email })).toBeVisible();
  await page.waitForTimeout(800);
  expect(pathsSinceLast()).toHaveLength(1);

  await page.goto("/settings?view=delete");
  await page.getByRole("button", { name: "Delete all data…" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete all data" }).dblclick();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(800);
  expect(pathsSinceLast()).toHaveLength(1);
  await expect(toast(page, "error")).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("a quick note: a double-click on Add keeps one note", async ({ page }) => {
  await page.goto("/quick-notes");
  await page.getByRole("button", { name: "New quick note" }).click();
  await page.getByRole("textbox", { name: "New quick note" }).fill("Buy stamps");
  await page.getByRole("button", { name: "Add", exact: true }).dblclick();
  const entries = page.getByRole("list", { name: "Your quick notes" }).getByRole("listitem");
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText("Buy stamps");
});
