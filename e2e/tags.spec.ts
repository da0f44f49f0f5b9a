import type { Page } from "@playwright/test";
import { expect, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote, createTag, trashNote } from "./support/organiser-data.ts";

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function serverTags(page: Page) {
  return ((await (await page.request.get("/api/tags")).json()) as { tags: { name: string; color: string }[] }).tags;
}

test("tags are added, renamed, recoloured and deleted in settings", async ({ page, pageErrors }) => {
  await page.goto("/settings");
  await page.getByRole("link", { name: /^Tags/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tags" })).toBeVisible();
  await expect(page.getByText("No tags yet. Add your first one above.")).toBeVisible();

  // A name of spaces is no name.
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("   ");
  await page.getByRole("button", { name: "Add tag" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(name).toBeFocused();

  const colours = page.getByRole("radiogroup", { name: "Colour" });
  await expect(colours.getByRole("radio")).toHaveCount(9);
  await expect(colours.getByRole("radio", { name: "Lavender (default)" })).toBeChecked();
  await name.fill(" Work ");
  await colours.getByRole("radio", { name: "Red" }).click();
  await page.getByRole("button", { name: "Add tag" }).click();
  await expect(toast(page, "Tag added")).toBeVisible();
  await expect(name).toHaveValue("");

  await name.fill("Home");
  await name.press("Enter");
  await expect(page.getByRole("button", { name: "Edit “Home”" })).toBeEnabled();
  await expect
    .poll(() => serverTags(page))
    .toEqual([
      expect.objectContaining({ name: "Home", color: "#9b87f5" }),
      expect.objectContaining({ name: "Work", color: "#e11d48" }),
    ]);

  await page.getByRole("button", { name: "Edit “Work”" }).click();
  const rename = page.getByLabel("New name for “Work”");
  await expect(rename).toBeFocused();
  await rename.fill("Job");
  await page.getByRole("radiogroup", { name: "Colour" }).last().getByRole("radio", { name: "Green" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Tag updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit “Job”" })).toBeFocused();
  await expect.poll(() => serverTags(page)).toContainEqual(expect.objectContaining({ name: "Job", color: "#22c55e" }));

  // Escape leaves the editor without a change.
  await page.getByRole("button", { name: "Edit “Home”" }).click();
  await page.getByLabel("New name for “Home”").fill("Garden");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Edit “Home”" })).toBeFocused();

  await page.getByRole("button", { name: "Delete “Job”" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete the tag “Job”?" });
  await expect(dialog).toContainText("removed from all notes");
  await expect(dialog).toContainText("This cannot be undone.");
  await dialog.getByRole("button", { name: "Delete tag" }).click();
  await expect(toast(page, "Tag deleted")).toBeVisible();
  await expect.poll(async () => (await serverTags(page)).map((tag) => tag.name)).toEqual(["Home"]);
  expect(pageErrors).toEqual([]);
});

test("the settings menu counts the notes and those in the trash", async ({ page, baseURL }) => {
  await page.goto("/settings");
  await expect(page.getByText("You have no tasks, lists or notes yet")).toBeVisible();

  for (const title of ["One", "Two", "Three"])
    await createNote(page.request, baseURL ?? "", { title, category: "notes" });
  const gone = await createNote(page.request, baseURL ?? "", { title: "Gone", category: "tasks" });
  await trashNote(page.request, baseURL ?? "", gone);

  await page.reload();
  await expect(page.getByText("You have 3 notes (1 in the trash)")).toBeVisible();
  await page.getByRole("link", { name: "1 in the trash" }).click();
  await expect(page).toHaveURL(/\/trash$/);

  await page.goto("/sk/settings");
  await expect(page.getByText("Máte 3 poznámky (1 v koši)")).toBeVisible();
});

test.describe("on a phone, in Slovak", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the colours have Slovak names and the list fits the screen", async ({ page, baseURL }) => {
    await createTag(page.request, baseURL ?? "", "Veľmi dôležité a naliehavé", "#f97316");
    await page.goto("/sk/settings?view=tags");
    await expect(page.getByRole("button", { name: "Upraviť „Veľmi dôležité a naliehavé“" })).toBeVisible();
    const colours = page.getByRole("radiogroup", { name: "Farba" });
    await expect(colours.getByRole("radio", { name: "Červená" })).toBeVisible();
    await page.getByLabel("Názov", { exact: true }).fill("Práca");
    await colours.getByRole("radio", { name: "Modrá" }).click();
    await page.getByRole("button", { name: "Pridať štítok" }).click();
    await expect(toast(page, "Štítok bol pridaný")).toBeVisible();
    expect(await scrollsHorizontally(page)).toBe(false);
  });
});

test("a tag name already in use is refused at the field, in any case, on add and on rename", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await createTag(page.request, baseURL ?? "", "Škola", "#e11d48");
  await createTag(page.request, baseURL ?? "", "Home", "#9b87f5");
  await page.goto("/settings?view=tags");
  // The field checks against the tags on screen; the server's refusal (a 409 the browser logs) is
  // covered by src/server/features/tags/tag-names.test.ts.
  await expect(page.getByRole("button", { name: "Edit “Home”" })).toBeVisible();
  const name = page.getByLabel("Name", { exact: true });
  await name.fill(" home ");
  await page.getByRole("button", { name: "Add tag" }).click();
  await expect(name).toHaveAccessibleDescription("A tag with this name already exists.");
  await expect(name).toBeFocused();

  await page.getByRole("button", { name: "Edit “Home”" }).click();
  const rename = page.getByLabel("New name for “Home”");
  await rename.fill("ŠKOLA");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(rename).toHaveAccessibleDescription("A tag with this name already exists.");
  await page.keyboard.press("Escape");

  await page.goto("/sk/settings?view=tags");
  await expect(page.getByRole("button", { name: "Upraviť „Škola“" })).toBeVisible();
  const slovakName = page.getByLabel("Názov", { exact: true });
  await slovakName.fill("škola");
  await page.getByRole("button", { name: "Pridať štítok" }).click();
  await expect(slovakName).toHaveAccessibleDescription("Štítok s týmto názvom už existuje.");
  expect((await serverTags(page)).map((tag) => tag.name)).toEqual(["Home", "Škola"]);
  expect(pageErrors).toEqual([]);
});
