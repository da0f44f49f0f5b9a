import type { Page } from "@playwright/test";
import { expect, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function expectProgress(page: Page, summary: string, percent: number) {
  await expect(page.getByText(summary, { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Items bought" })).toHaveAttribute(
    "aria-valuenow",
    String(percent),
  );
  await expect(page.getByText(`${percent}%`, { exact: true })).toBeVisible();
}

test("items are added, ticked off and deleted while the progress follows", async ({ page, baseURL, pageErrors }) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Groceries", category: "shopping" });
  await page.goto(`/shopping/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Groceries" })).toBeVisible();
  await expect(page.getByText("No items yet")).toBeVisible();
  await expectProgress(page, "0 of 0 bought", 0);

  const input = page.getByLabel("New item");
  const add = page.getByRole("button", { name: "Add", exact: true });
  await expect(add).toBeDisabled();
  await input.fill("   ");
  await expect(add).toBeDisabled();

  await input.fill("Milk");
  await input.press("Enter");
  await expect(toast(page, "Item added")).toBeVisible();
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
  await input.fill("  Bread ");
  await add.click();
  await input.fill("Eggs");
  await input.press("Enter");

  const toBuy = page.getByRole("region", { name: /^To buy/ });
  await expect(toBuy.getByRole("listitem")).toHaveText(["Milk", "Bread", "Eggs"]);
  await expect(page.getByText("No items yet")).toBeHidden();
  await expectProgress(page, "0 of 3 bought", 0);

  await page.getByRole("button", { name: "Mark “Bread” as bought" }).click();
  const bought = page.getByRole("region", { name: /^Bought/ });
  await expect(bought.getByRole("listitem")).toHaveText(["Bread"]);
  await expect(bought.getByText("Bread")).toHaveCSS("text-decoration-line", "line-through");
  await expect(toBuy.getByRole("listitem")).toHaveText(["Milk", "Eggs"]);
  await expectProgress(page, "1 of 3 bought", 33);
  await expect(page.getByRole("button", { name: "Mark “Bread” as not bought" })).toBeFocused();

  await page.getByRole("button", { name: "Mark “Milk” as bought" }).click();
  await expectProgress(page, "2 of 3 bought", 67);

  await page.getByRole("button", { name: "Delete “Eggs”" }).click();
  await expect(toast(page, "Item deleted")).toBeVisible();
  await expect(page.getByRole("region", { name: /^To buy/ })).toBeHidden();
  await expectProgress(page, "2 of 2 bought", 100);

  // Everything reached the server.
  await page.reload();
  await expect(bought.getByRole("listitem")).toHaveText(["Milk", "Bread"]);
  await page.getByRole("button", { name: "Mark “Milk” as not bought" }).click();
  await expectProgress(page, "1 of 2 bought", 50);
  expect(pageErrors).toEqual([]);
});

test("a missing, malformed, foreign or non-shopping id goes back to /home", async ({ page, baseURL, playwright }) => {
  const taskId = await createNote(page.request, baseURL ?? "", { title: "Call mum", category: "tasks" });
  const stranger = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const strangerUser = uniqueUser();
  await createConfirmedUser(stranger, baseURL ?? "", strangerUser);
  await signInThroughApi(stranger, baseURL ?? "", strangerUser);
  const foreignId = await createNote(stranger, baseURL ?? "", {
    title: "Their list",
    category: "shopping",
    items: [{ name: "Secret" }],
  });
  await stranger.dispose();

  for (const path of ["/shopping/999999", "/shopping/abc", "/shopping/12abc", `/shopping/${taskId}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  await page.goto(`/shopping/${foreignId}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Secret")).toHaveCount(0);
  await expect(toast(page, "This shopping list does not exist or has been deleted.")).toBeVisible();
});

test("deleting the list asks first, moves it to the trash and returns to the lists", async ({ page, baseURL }) => {
  const id = await createNote(page.request, baseURL ?? "", {
    title: "Hardware store",
    category: "shopping",
    items: [{ name: "Screws" }],
  });
  await page.goto(`/shopping/${id}`);
  await page.getByRole("button", { name: "Delete list" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this shopping list?" });
  await expect(dialog).toContainText("Are you sure you want to delete this shopping list?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Hardware store" })).toBeVisible();

  await page.getByRole("button", { name: "Delete list" }).click();
  await dialog.getByRole("button", { name: "Delete list" }).click();
  await expect(page).toHaveURL(/\/home\?tab=shopping$/);
  await expect(toast(page, "Shopping list deleted")).toBeVisible();
  const trash = (await (await page.request.get("/api/trash")).json()) as { notes: { id: string }[] };
  expect(trash.notes.map((note) => note.id)).toContain(id);
});

// A refusal is a 4xx: a 5xx or no answer leaves the item in the outbox, sent again later (offline-changes.spec.ts).
test("a refused item disappears again, comes back into the field and is reported", async ({ page, baseURL }) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Bakery", category: "shopping" });
  await page.route("**/api/notes/*/items", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 409, json: { error: { code: "conflict", message: "refused" } } })
      : route.fallback(),
  );
  await page.goto(`/shopping/${id}`);
  const input = page.getByLabel("New item");
  await input.fill("Croissant");
  await input.press("Enter");
  const errorToast = page.locator("[data-sonner-toast][data-type='error']");
  await expect(errorToast).toContainText("Error");
  await expect(errorToast).toContainText("Failed to add item");
  await expect(input).toHaveValue("Croissant");
  await expect(page.getByText("No items yet")).toBeVisible();
});

test("the back link leads to the shopping lists", async ({ page, baseURL }) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Market", category: "shopping" });
  await page.goto(`/shopping/${id}`);
  await page.getByRole("link", { name: "Shopping lists" }).click();
  await expect(page).toHaveURL(/\/home\?tab=shopping$/);
});

test.describe("on a phone, in Slovak", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the add field sits in a bar at the bottom and the texts are Slovak", async ({ page, baseURL }) => {
    const id = await createNote(page.request, baseURL ?? "", { title: "Potraviny", category: "shopping" });
    await page.goto(`/sk/shopping/${id}`);
    await expect(page.getByText("Zatiaľ žiadne položky")).toBeVisible();
    const input = page.getByLabel("Nová položka");
    const box = await input.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(844 - 80);

    await input.fill("Mlieko");
    await input.press("Enter");
    await expect(toast(page, "Položka bola pridaná")).toBeVisible();
    await expect(page.getByText("Kúpené 0 z 1", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Označiť „Mlieko“ ako kúpené" }).click();
    await expect(page.getByText("Kúpené 1 z 1", { exact: true })).toBeVisible();
    await expect(page.getByText("100 %", { exact: true })).toBeVisible();
    expect(await scrollsHorizontally(page)).toBe(false);
  });
});

test.describe("categories", () => {
  /** The open groups' headings, top to bottom ("Bakery 1" → "Bakery"). */
  const groupNames = async (page: Page) =>
    (
      await page
        .getByRole("region", { name: /^To buy|^Treba kúpiť/ })
        .getByRole("heading", { level: 3 })
        .allTextContents()
    ).map((text) => text.replace(/\d+$/, ""));

  async function addIn(page: Page, category: string, names: string[]) {
    await page.getByRole("button", { name: /^Add to category:/ }).click();
    await page.getByRole("menuitemradio", { name: category }).click();
    const input = page.getByLabel("New item");
    await expect(input).toBeFocused();
    for (const name of names) {
      await input.fill(name);
      await input.press("Enter");
      await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
    }
  }

  test("a list grouped by category follows the way through the shop", async ({ page, baseURL, pageErrors }) => {
    const id = await createNote(page.request, baseURL ?? "", { title: "Weekend shop", category: "shopping" });
    await page.goto(`/shopping/${id}`);

    await addIn(page, "Dairy and eggs", ["Milk", "Yoghurt"]);
    // The category stays chosen for the next items.
    await expect(page.getByRole("button", { name: "Add to category: Dairy and eggs" })).toBeVisible();
    await addIn(page, "Bakery", ["Bread"]);
    await addIn(page, "No category", ["Batteries"]);

    // A category of the user's own.
    await page.getByRole("button", { name: /^Add to category:/ }).click();
    await page.getByRole("menuitem", { name: "New category…" }).click();
    const dialog = page.getByRole("dialog", { name: "New category" });
    await expect(dialog.getByRole("button", { name: "Use this category" })).toBeDisabled();
    await dialog.getByLabel("Category name").fill("  Spices ");
    await dialog.getByRole("button", { name: "Use this category" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("New item")).toBeFocused();
    await page.getByLabel("New item").fill("Paprika");
    await page.getByLabel("New item").press("Enter");

    // Alphabetical until the user arranges them; Other last.
    await expect.poll(() => groupNames(page)).toEqual(["Bakery", "Dairy and eggs", "Spices", "Other"]);
    await expect(page.getByRole("region", { name: /^Other/ }).getByRole("listitem")).toHaveText(["Batteries"]);
    await expect(page.getByRole("region", { name: /^Dairy and eggs/ }).getByRole("listitem")).toHaveText([
      "Milk",
      "Yoghurt",
    ]);

    await page.getByRole("button", { name: "Move “Dairy and eggs” up" }).click();
    await expect.poll(() => groupNames(page)).toEqual(["Dairy and eggs", "Bakery", "Spices", "Other"]);
    // At the top the pressed button is disabled, so the focus moves to its twin.
    await expect(page.getByRole("button", { name: "Move “Dairy and eggs” down" })).toBeFocused();
    // The groups move at once; the reload below checks what was saved, so it waits for that save.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/shopping/category-order") &&
        response.request().method() === "PUT" &&
        response.request().postData()?.includes('["dairy","Spices","bakery"]') === true,
    );
    await page.getByRole("button", { name: "Move “Spices” up" }).click();
    await expect.poll(() => groupNames(page)).toEqual(["Dairy and eggs", "Spices", "Bakery", "Other"]);
    await expect(page.getByRole("button", { name: "Move “Spices” up" })).toBeFocused();
    await expect(page.getByText("“Spices” is now group 2 of 3.")).toBeAttached();
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect.poll(() => groupNames(page)).toEqual(["Dairy and eggs", "Spices", "Bakery", "Other"]);
    const stored = (await (await page.request.get("/api/shopping/category-order")).json()) as { order: string[] };
    expect(stored.order).toEqual(["dairy", "Spices", "bakery"]);

    // Moving an item to another group.
    await page.getByRole("button", { name: "Category of “Batteries”: No category. Change" }).click();
    await page.getByRole("menuitemradio", { name: "Bakery" }).click();
    await expect(toast(page, "“Batteries” moved to Bakery")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Bakery/ }).getByRole("listitem")).toHaveText([
      "Bread",
      "Batteries",
    ]);
    await expect(page.getByRole("region", { name: /^Other/ })).toBeHidden();
    await expect(page.getByRole("button", { name: "Category of “Batteries”: Bakery. Change" })).toBeFocused();

    // Bought items leave their group for the struck-through section.
    await page.getByRole("button", { name: "Mark “Paprika” as bought" }).click();
    await expect.poll(() => groupNames(page)).toEqual(["Dairy and eggs", "Bakery"]);
    await expect(page.getByRole("region", { name: /^Bought/ }).getByRole("listitem")).toHaveText(["Paprika"]);
    expect(pageErrors).toEqual([]);
  });

  /** A list with three groups, alphabetical until the user arranges them; the order as the server holds it. */
  async function openMarketList(page: Page, baseURL: string) {
    const id = await createNote(page.request, baseURL, {
      title: "Market",
      category: "shopping",
      items: [
        { name: "Bread", category: "bakery" },
        { name: "Milk", category: "dairy" },
        { name: "Apples", category: "produce" },
      ],
    });
    await page.goto(`/shopping/${id}`);
    await expect.poll(() => groupNames(page)).toEqual(["Bakery", "Dairy and eggs", "Fruit and vegetables"]);
    return async () =>
      ((await (await page.request.get("/api/shopping/category-order")).json()) as { order: string[] }).order;
  }

  test("a move still being saved when the page reloads is kept", async ({ page, baseURL }) => {
    const storedOrder = await openMarketList(page, baseURL ?? "");
    // A slow network: the save is held on its way until well after the page has gone.
    await page.route("**/api/shopping/category-order", async (route) => {
      if (route.request().method() !== "PUT") return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // Playwright cannot tell whether the browser still wants the request; the stored order tells.
      await route.fallback().catch(() => {});
    });
    await page.getByRole("button", { name: "Move “Fruit and vegetables” up" }).click();
    await expect.poll(() => groupNames(page)).toEqual(["Bakery", "Fruit and vegetables", "Dairy and eggs"]);
    await page.reload();

    await expect.poll(storedOrder, { timeout: 10_000 }).toEqual(["bakery", "produce", "dairy"]);
    await page.reload();
    await expect.poll(() => groupNames(page)).toEqual(["Bakery", "Fruit and vegetables", "Dairy and eggs"]);
  });

  test("quick moves right before a reload are all kept, the last one last", async ({ page, baseURL }) => {
    const storedOrder = await openMarketList(page, baseURL ?? "");
    await page.getByRole("button", { name: "Move “Fruit and vegetables” up" }).click();
    await page.getByRole("button", { name: "Move “Fruit and vegetables” up" }).click();
    await expect.poll(() => groupNames(page)).toEqual(["Fruit and vegetables", "Bakery", "Dairy and eggs"]);
    await page.reload();

    await expect.poll(storedOrder, { timeout: 10_000 }).toEqual(["produce", "bakery", "dairy"]);
    await page.reload();
    await expect.poll(() => groupNames(page)).toEqual(["Fruit and vegetables", "Bakery", "Dairy and eggs"]);
  });

  test("in Slovak an item without a category is under Ostatné", async ({ page, baseURL }) => {
    const id = await createNote(page.request, baseURL ?? "", {
      title: "Potraviny",
      category: "shopping",
      items: [{ name: "Soľ" }],
    });
    const origin = { origin: baseURL ?? "" };
    const added = await page.request.post(`/api/notes/${id}/items`, {
      headers: origin,
      data: { name: "Chlieb", category: "bakery" },
    });
    expect(added.ok()).toBe(true);
    await page.goto(`/sk/shopping/${id}`);
    await expect.poll(() => groupNames(page)).toEqual(["Pečivo", "Ostatné"]);
    await expect(page.getByRole("region", { name: /^Ostatné/ }).getByRole("listitem")).toHaveText(["Soľ"]);
    await expect(page.getByRole("button", { name: "Pridávať do kategórie: Bez kategórie" })).toBeVisible();
  });
});

test.describe("renaming in place", () => {
  test("the list's name: Enter saves, Escape cancels, blank is refused", async ({ page, baseURL, pageErrors }) => {
    const id = await createNote(page.request, baseURL ?? "", { title: "Groceries", category: "shopping" });
    await page.goto(`/shopping/${id}`);
    const rename = page.getByRole("button", { name: "Rename list" });
    await rename.focus();
    await page.keyboard.press("Enter");
    const field = page.getByRole("textbox", { name: "List name" });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("Groceries");
    await expect(field).toHaveAttribute("maxlength", "200");

    await field.fill("   ");
    await field.press("Enter");
    await expect(page.getByText("This field is required")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("Something else");
    await field.press("Escape");
    await expect(field).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Groceries" })).toBeVisible();
    await expect(rename).toBeFocused();

    await rename.click();
    await field.fill("  Weekly shop ");
    const patched = page.waitForRequest((request) => request.method() === "PATCH");
    await field.press("Enter");
    expect((await patched).postDataJSON()).toEqual({ title: "Weekly shop" });
    await expect(page.getByRole("heading", { level: 1, name: "Weekly shop" })).toBeVisible();
    await expect(toast(page, "Shopping list renamed")).toBeVisible();
    await expect(rename).toBeFocused();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Weekly shop" })).toBeVisible();
    await expect(page).toHaveTitle(/Weekly shop/);
    expect(pageErrors).toEqual([]);
  });

  test("an item's name: click it, Enter saves, Escape cancels, blank is refused", async ({ page, baseURL }) => {
    const id = await createNote(page.request, baseURL ?? "", {
      title: "Groceries",
      category: "shopping",
      items: [{ name: "Milk" }, { name: "Bread" }],
    });
    await page.goto(`/shopping/${id}`);
    await page.getByRole("button", { name: "Rename “Milk”" }).click();
    const field = page.getByRole("textbox", { name: "Item name" });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("Milk");
    await field.fill("");
    await field.press("Enter");
    await expect(page.getByText("This field is required")).toBeVisible();
    await field.fill("Cream");
    await field.press("Escape");
    await expect(page.getByRole("region", { name: /^To buy/ }).getByRole("listitem")).toHaveText(["Milk", "Bread"]);
    await expect(page.getByRole("button", { name: "Rename “Milk”" })).toBeFocused();

    await page.keyboard.press("Enter");
    await field.fill("Oat milk");
    await field.press("Enter");
    await expect(toast(page, "Item updated")).toBeVisible();
    await expect(page.getByRole("region", { name: /^To buy/ }).getByRole("listitem")).toHaveText(["Oat milk", "Bread"]);
    await expect(page.getByRole("button", { name: "Rename “Oat milk”" })).toBeFocused();
    await page.reload();
    await expect(page.getByRole("region", { name: /^To buy/ }).getByRole("listitem")).toHaveText(["Oat milk", "Bread"]);
  });

  test("in Slovak, with one request however often Enter is pressed", async ({ page, baseURL }) => {
    const id = await createNote(page.request, baseURL ?? "", {
      title: "Potraviny",
      category: "shopping",
      items: [{ name: "Mlieko" }],
    });
    let patches = 0;
    await page.route("**/api/notes/**", async (route) => {
      if (route.request().method() !== "PATCH") return route.fallback();
      patches += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      return route.fallback();
    });
    await page.goto(`/sk/shopping/${id}`);
    await page.getByRole("button", { name: "Premenovať „Mlieko“" }).click();
    const field = page.getByRole("textbox", { name: "Názov položky" });
    await field.fill("");
    await field.press("Enter");
    await expect(page.getByText("Toto pole je povinné")).toBeVisible();
    await field.fill("Kefír");
    await field.press("Enter");
    await field.press("Enter");
    await page.getByRole("button", { name: "Uložiť" }).click({ force: true });
    await expect(toast(page, "Položka bola upravená")).toBeVisible();
    expect(patches).toBe(1);

    await page.getByRole("button", { name: "Premenovať zoznam" }).click();
    const title = page.getByRole("textbox", { name: "Názov zoznamu" });
    await title.fill("Týždenný nákup");
    await title.press("Enter");
    await title.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Týždenný nákup" })).toBeVisible();
    await expect(toast(page, "Nákupný zoznam bol premenovaný")).toBeVisible();
    expect(patches).toBe(2);
  });
});

test("deleting the list from its page asks for it no more and logs no 404", async ({ page, baseURL, pageErrors }) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Garden centre", category: "shopping" });
  await page.goto(`/shopping/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Garden centre" })).toBeVisible();
  const afterDelete: string[] = [];
  let isDeleted = false;
  page.on("request", (request) => {
    if (request.method() === "DELETE") isDeleted = true;
    else if (isDeleted && request.method() === "GET" && new URL(request.url()).pathname === `/api/notes/${id}`)
      afterDelete.push(request.url());
  });
  await page.getByRole("button", { name: "Delete list" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete list" }).click();
  await expect(page).toHaveURL(/\/home\?tab=shopping$/);
  await expect(toast(page, "Shopping list deleted")).toBeVisible();
  // Whatever the home screen loads has arrived by now.
  await page.waitForLoadState("networkidle");
  expect(isDeleted).toBe(true);
  expect(afterDelete).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("adding ignores a double click while the first request is on its way", async ({ page, baseURL }) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Bakery", category: "shopping" });
  let posts = 0;
  await page.route("**/api/notes/*/items", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return route.fallback();
  });
  await page.goto(`/shopping/${id}`);
  await page.getByLabel("New item").fill("Rolls");
  await page.getByRole("button", { name: "Add", exact: true }).dblclick();
  await expect(toast(page, "Item added")).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveText(["Rolls"]);
  expect(posts).toBe(1);
});

test.describe("layout", () => {
  const longName = `Extra-long-${"x".repeat(180)}`;
  const longCategory = "A category with a very long name indeed!";

  test("on a desktop the actions sit in the one centred column of the list", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const id = await createNote(page.request, baseURL ?? "", {
      title: "Groceries",
      category: "shopping",
      items: [{ name: "Milk" }, { name: "Bread" }],
    });
    for (const locale of ["", "/sk"]) {
      await page.goto(`${locale}/shopping/${id}`);
      const progress = page.getByRole("progressbar").locator("xpath=../..");
      const column = await progress.boundingBox();
      const remove = await page.getByRole("button", { name: /^(Delete list|Vymazať zoznam)$/ }).boundingBox();
      const back = await page.getByRole("link", { name: /^(Shopping lists|Nákupné zoznamy)$/ }).boundingBox();
      if (!column || !remove || !back) throw new Error("the column, the back link or the delete button is missing");
      // The delete button ends within the column (a few pixels of its ghost padding aside).
      expect(remove.x + remove.width).toBeLessThanOrEqual(column.x + column.width + 8);
      expect(remove.x).toBeGreaterThan(column.x + column.width / 2);
      expect(back.x).toBeGreaterThanOrEqual(column.x - 8);
      // The column is centred in the window.
      expect(Math.abs(column.x - (1366 - (column.x + column.width)))).toBeLessThan(24);
      await page.screenshot({ path: `/tmp/h8-shopping-desktop${locale.replace("/", "-")}.png` });
    }
  });

  for (const width of [360, 390]) {
    test(`at ${width} px long names wrap and nothing scrolls sideways`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      const id = await createNote(page.request, baseURL ?? "", {
        title: `List ${"y".repeat(150)}`,
        category: "shopping",
        items: [{ name: longName }, { name: "Salt" }],
      });
      const added = await page.request.post(`/api/notes/${id}/items`, {
        headers: { origin: baseURL ?? "" },
        data: { name: `${longName}-2`, category: longCategory },
      });
      expect(added.ok()).toBe(true);
      for (const locale of ["", "/sk"]) {
        await page.goto(`${locale}/shopping/${id}`);
        await expect(page.getByText(longName, { exact: true })).toBeVisible();
        expect(await scrollsHorizontally(page)).toBe(false);
        await page.getByRole("button", { name: /^(Rename|Premenovať) [“„]Salt[”“]$/ }).click();
        await page.getByRole("textbox").last().press("Escape");
        await page.getByRole("button", { name: /^(Rename list|Premenovať zoznam)$/ }).click();
        expect(await scrollsHorizontally(page)).toBe(false);
        await page.screenshot({ path: `/tmp/h8-shopping-${width}${locale.replace("/", "-")}.png`, fullPage: true });
      }
    });
  }
});
