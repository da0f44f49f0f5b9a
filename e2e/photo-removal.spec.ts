import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * Removing a saved photo deletes it for good, so the editor asks first; Cancel keeps it, and once one is
 * removed focus moves to the photo now in its place, or to "Add photo" — never to the page.
 */

const LANGUAGES = [
  {
    path: "/home",
    tab: "Notes",
    edit: "Edit note",
    title: "Trip",
    remove: "Remove photo",
    ask: (index: number) => `Remove photo ${index}?`,
    confirm: "Remove",
    cancel: "Cancel",
    addPhoto: "Add photo",
  },
  {
    path: "/sk/home",
    tab: "Poznámky",
    edit: "Upraviť poznámku",
    title: "Výlet",
    remove: "Odstrániť fotku",
    ask: (index: number) => `Odstrániť fotku ${index}?`,
    confirm: "Odstrániť",
    cancel: "Zrušiť",
    addPhoto: "Pridať fotku",
  },
] as const;

async function uploadPhoto(page: Page, baseURL: string, noteId: string, colour: string) {
  const body = await sharp({ create: { width: 90, height: 60, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const response = await page.request.post(`/api/notes/${noteId}/photos`, {
    headers: { origin: baseURL, "content-type": "image/jpeg" },
    data: body,
  });
  expect(response.status()).toBe(201);
}

async function photoCount(page: Page, noteId: string): Promise<number> {
  const note = (await (await page.request.get(`/api/notes/${noteId}`)).json()) as { photos: unknown[] };
  return note.photos.length;
}

for (const language of LANGUAGES)
  test(`${language.path}: removing a photo asks first, and focus stays in the editor`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    // Two uploads, two deletions and their dialogs on a busy two-core machine.
    test.slow();
    const origin = baseURL ?? "";
    const user = uniqueUser();
    await createConfirmedUser(page.request, origin, user);
    await signInThroughApi(page.request, origin, user);
    const noteId = await createNote(page.request, origin, { category: "notes", title: language.title });
    await uploadPhoto(page, origin, noteId, "#16a085");
    await uploadPhoto(page, origin, noteId, "#2980b9");

    await page.goto(language.path);
    await page.getByRole("tab", { name: new RegExp(language.tab) }).click();
    await page.getByRole("button", { name: language.title, exact: true }).click();
    const editor = page.getByRole("dialog", { name: language.edit });
    await expect(editor.getByRole("button", { name: `${language.remove} 2` })).toBeVisible();

    // Cancel keeps the photo.
    await editor.getByRole("button", { name: `${language.remove} 1` }).click();
    let ask = page.getByRole("alertdialog", { name: language.ask(1) });
    await ask.getByRole("button", { name: language.cancel }).click();
    await expect(ask).toBeHidden();
    await expect(editor.getByRole("button", { name: `${language.remove} 1` })).toBeFocused();
    expect(await photoCount(page, noteId)).toBe(2);

    // Removed: the other photo takes its place, and its button the focus.
    await editor.getByRole("button", { name: `${language.remove} 1` }).click();
    ask = page.getByRole("alertdialog", { name: language.ask(1) });
    await ask.getByRole("button", { name: language.confirm, exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(editor.getByRole("button", { name: `${language.remove} 2` })).toHaveCount(0);
    await expect(editor.getByRole("button", { name: `${language.remove} 1` })).toBeFocused();
    await expect.poll(() => photoCount(page, noteId)).toBe(1);

    // The last one: focus goes to "Add photo".
    await page.keyboard.press("Enter");
    ask = page.getByRole("alertdialog", { name: language.ask(1) });
    await ask.getByRole("button", { name: language.confirm, exact: true }).click();
    await expect(editor.getByRole("button", { name: language.addPhoto, exact: true })).toBeFocused();
    await expect.poll(() => photoCount(page, noteId)).toBe(0);
    await expect(editor).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
