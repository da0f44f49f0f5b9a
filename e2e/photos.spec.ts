import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";
import { dropOnto, pasteInto } from "./support/photo-transfer.ts";

/*
 * Photos in notes (issue 29): a photo chosen in the editor (the file input a phone's camera and
 * gallery fill) shows on the note's card as a thumbnail and opens full size in a dialog named by the
 * note's title; one taken offline waits in the outbox, shows from the device meanwhile, and uploads
 * when the network is back — in English and Slovak, on a phone and a laptop. Photos chosen in the
 * New task / New note dialog wait there until Add and then upload to the new note; a photo pasted
 * or dropped on the editor uploads too, and a dropped file that is not a photo is refused.
 */

const LANGUAGES = [
  {
    code: "en",
    path: "/home",
    tab: "Notes",
    edit: "Edit note",
    cancel: "Cancel",
    title: "Trip",
    photo: "photo",
    tasksTab: "Tasks",
    newTask: "New task",
    newNote: "New note",
    titleLabel: "Title",
    add: "Add",
    draft: "New photo",
    addPhoto: "Add photo",
    remove: "Remove photo",
    discardTitle: "Discard changes?",
    discard: "Discard",
    notAPhoto: "This file is not a photo that can be read.",
  },
  {
    code: "sk",
    path: "/sk/home",
    tab: "Poznámky",
    edit: "Upraviť poznámku",
    cancel: "Zrušiť",
    title: "Výlet",
    photo: "fotka",
    tasksTab: "Úlohy",
    newTask: "Nová úloha",
    newNote: "Nová poznámka",
    titleLabel: "Názov",
    add: "Pridať",
    draft: "Nová fotka",
    addPhoto: "Pridať fotku",
    remove: "Odstrániť fotku",
    discardTitle: "Zahodiť zmeny?",
    discard: "Zahodiť",
    notAPhoto: "Tento súbor nie je fotka, ktorú vieme prečítať.",
  },
] as const;
const DEVICES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 768 } },
] as const;

type Language = (typeof LANGUAGES)[number];

async function pngFile(name: string) {
  const buffer = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#16a085" } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

const card = (page: Page, title: string) =>
  page.locator("li", { has: page.getByRole("button", { name: title, exact: true }) });

async function photoCount(page: Page, noteId: string): Promise<number> {
  const note = (await (await page.request.get(`/api/notes/${noteId}`)).json()) as { photos: unknown[] };
  return note.photos.length;
}

/** Whether an image has loaded (a broken one has no natural width). */
const isLoaded = (image: Locator) =>
  image.evaluate((element) => (element as { naturalWidth: number }).naturalWidth > 0);

async function openEditor(page: Page, language: Language) {
  await page.getByRole("tab", { name: new RegExp(language.tab) }).click();
  await card(page, language.title).getByRole("button", { name: language.title, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: language.edit });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function attach(dialog: Locator, language: Language) {
  await dialog.locator("input[type=file]:not([capture])").setInputFiles(await pngFile("beach.png"));
  await expect(dialog.getByRole("img", { name: `${language.title}, ${language.photo} 1` })).toBeVisible();
  await dialog.getByRole("button", { name: language.cancel }).click();
  await expect(dialog).toBeHidden();
}

/** The id of the user's note titled `title`, from the server's list. */
async function noteIdByTitle(page: Page, title: string): Promise<string | undefined> {
  const list = (await (await page.request.get("/api/notes")).json()) as { notes: { id: string; title: string }[] };
  return list.notes.find((note) => note.title === title)?.id;
}

async function photosOfNoteTitled(page: Page, title: string): Promise<number> {
  const id = await noteIdByTitle(page, title);
  return id ? photoCount(page, id) : -1;
}

let noteId = "";

for (const language of LANGUAGES)
  test.describe(`photos, ${language.code}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      const user = uniqueUser();
      await createConfirmedUser(page.request, baseURL ?? "", user);
      await signInThroughApi(page.request, baseURL ?? "", user);
      noteId = await createNote(page.request, baseURL ?? "", { category: "notes", title: language.title });
    });

    for (const device of DEVICES)
      test(`on a ${device.name}: a photo attached in the editor shows on the card and opens full size`, async ({
        page,
        pageErrors,
      }) => {
        // Upload, a reload and two dialogs on a busy two-core machine.
        test.slow();
        await page.setViewportSize(device.viewport);
        await page.goto(language.path);
        await attach(await openEditor(page, language), language);
        await expect.poll(() => photoCount(page, noteId)).toBe(1);

        // From the server now (no object URL of this page's).
        await page.reload();
        await page.getByRole("tab", { name: new RegExp(language.tab) }).click();
        const thumb = card(page, language.title)
          .getByRole("button", { name: new RegExp(language.title) })
          .filter({
            has: page.locator("img"),
          });
        await expect(thumb).toBeVisible();
        const thumbImage = thumb.locator("img");
        await expect(thumbImage).toHaveAttribute("loading", "lazy");
        await expect.poll(() => isLoaded(thumbImage)).toBe(true);

        await thumb.click();
        const viewer = page.getByRole("dialog", { name: language.title });
        const full = viewer.getByRole("img", { name: `${language.title}, ${language.photo} 1` });
        await expect(full).toBeVisible();
        await expect.poll(() => isLoaded(full)).toBe(true);
        await page.keyboard.press("Escape");
        await expect(viewer).toBeHidden();
        await expect(thumb).toBeFocused();
        expect(pageErrors).toEqual([]);
      });

    test("a photo attached offline shows from the device and uploads when the network is back", async ({
      page,
      context,
    }) => {
      test.slow();
      await page.goto(language.path);
      // The outbox's code is fetched on the first touch of the page (no service worker keeps it here).
      const outboxLoaded = page.waitForResponse((response) => /\/assets\/outbox-[\w-]+\.js$/.test(response.url()));
      const dialog = await openEditor(page, language);
      await outboxLoaded;
      await dialog.getByRole("button", { name: language.cancel }).click();

      await context.setOffline(true);
      await attach(await openEditor(page, language), language);
      const thumbImage = card(page, language.title).locator("img");
      await expect(thumbImage).toHaveAttribute("src", /^blob:/);
      await expect.poll(() => isLoaded(thumbImage)).toBe(true);
      expect(await photoCount(page, noteId)).toBe(0);

      await context.setOffline(false);
      await expect.poll(() => photoCount(page, noteId), { timeout: 15_000 }).toBe(1);
    });

    for (const device of DEVICES)
      test(`on a ${device.name}: photos chosen in the New ${device.name === "phone" ? "task" : "note"} dialog upload to the new card after Add`, async ({
        page,
        pageErrors,
      }) => {
        test.slow();
        // A task on the phone, a note on the laptop: the create dialog offers photos for both.
        const kind =
          device.name === "phone"
            ? { tab: language.tasksTab, opener: language.newTask, title: `${language.title} 2` }
            : { tab: language.tab, opener: language.newNote, title: `${language.title} 2` };
        await page.setViewportSize(device.viewport);
        await page.goto(language.path);
        await page.getByRole("tab", { name: new RegExp(kind.tab) }).click();
        const openCreate = async () => {
          await page.getByRole("button", { name: kind.opener, exact: true }).click();
          const dialog = page.getByRole("dialog", { name: kind.opener });
          await expect(dialog).toBeVisible();
          return dialog;
        };
        const picker = (dialog: Locator) => dialog.locator("input[type=file]:not([capture])");

        // A photo alone is a change: closing asks first.
        let dialog = await openCreate();
        await picker(dialog).setInputFiles(await pngFile("first.png"));
        await expect(dialog.getByRole("img", { name: `${language.draft} 1` })).toBeVisible();
        await dialog.getByRole("button", { name: language.cancel }).click();
        const confirm = page.getByRole("alertdialog", { name: language.discardTitle });
        await confirm.getByRole("button", { name: language.discard }).click();
        await expect(dialog).toBeHidden();

        dialog = await openCreate();
        await dialog.getByLabel(language.titleLabel).fill(kind.title);
        await picker(dialog).setInputFiles([await pngFile("beach.png"), await pngFile("dunes.png")]);
        await expect(dialog.getByRole("img", { name: `${language.draft} 2` })).toBeVisible();
        await dialog.getByRole("button", { name: `${language.remove} 2` }).click();
        await expect(dialog.getByRole("img", { name: new RegExp(language.draft) })).toHaveCount(1);
        await expect(dialog.getByRole("button", { name: `${language.remove} 1` })).toBeFocused();
        await dialog.getByRole("button", { name: language.add, exact: true }).click();
        await expect(dialog).toBeHidden();

        const thumbImage = card(page, kind.title).locator("img");
        await expect(thumbImage).toHaveCount(1);
        await expect.poll(() => isLoaded(thumbImage)).toBe(true);
        await expect.poll(() => photosOfNoteTitled(page, kind.title), { timeout: 15_000 }).toBe(1);
        expect(pageErrors).toEqual([]);
      });

    test("a note created offline with a photo shows it from the device; both upload, in order, when the network is back", async ({
      page,
      context,
    }) => {
      test.slow();
      const title = `${language.title} 3`;
      // What the signed-in screens fetch once the first data has come (live updates, reminder toasts):
      // without a service worker here, going offline before it has come would break the screen.
      const settled = Promise.all(
        ["start-sync", "reminder-toasts"].map((name) =>
          page.waitForResponse((response) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(response.url())),
        ),
      );
      await page.goto(language.path);
      // The outbox's code is fetched on the first touch of the page (no service worker keeps it here).
      const outboxLoaded = page.waitForResponse((response) => /\/assets\/outbox-[\w-]+\.js$/.test(response.url()));
      await page.getByRole("tab", { name: new RegExp(language.tab) }).click();
      await page.getByRole("button", { name: language.newNote, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: language.newNote });
      // The photo field's code too (it loads as the dialog opens).
      await expect(dialog.getByRole("button", { name: language.addPhoto })).toBeVisible();
      await Promise.all([outboxLoaded, settled]);

      await context.setOffline(true);
      await dialog.getByLabel(language.titleLabel).fill(title);
      await dialog.locator("input[type=file]:not([capture])").setInputFiles(await pngFile("offline.png"));
      await expect(dialog.getByRole("img", { name: `${language.draft} 1` })).toBeVisible();
      await dialog.getByRole("button", { name: language.add, exact: true }).click();
      await expect(dialog).toBeHidden();
      const thumbImage = card(page, title).locator("img");
      await expect(thumbImage).toHaveAttribute("src", /^blob:/);
      await expect.poll(() => isLoaded(thumbImage)).toBe(true);
      expect(await noteIdByTitle(page, title)).toBeUndefined();

      await context.setOffline(false);
      await expect.poll(() => photosOfNoteTitled(page, title), { timeout: 15_000 }).toBe(1);
    });

    test(`on a ${language.code === "en" ? "laptop" : "phone"}: a photo pasted or dropped on the editor uploads; a dropped file that is not a photo is refused`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(DEVICES[language.code === "en" ? 1 : 0].viewport);
      await page.goto(language.path);
      let dialog = await openEditor(page, language);

      // The photo field's code arrives with the editor; paste and drop are taken once it is in.
      await expect(dialog.getByRole("button", { name: language.addPhoto })).toBeVisible();
      // Text pasted into the title is left to the title; a pasted image is taken as a photo.
      await dialog.getByRole("textbox").first().focus();
      expect(await pasteInto(page, { text: "and back" })).toBe(false);
      expect(await pasteInto(page, { file: await pngFile("pasted.png") })).toBe(true);
      await expect(dialog.getByRole("img", { name: `${language.title}, ${language.photo} 1` })).toBeVisible();
      await expect.poll(() => photoCount(page, noteId)).toBe(1);

      expect(await dropOnto(page, '[role="dialog"]', await pngFile("dropped.png"))).toBe(true);
      await expect(dialog.getByRole("img", { name: `${language.title}, ${language.photo} 2` })).toBeVisible();
      await expect.poll(() => photoCount(page, noteId)).toBe(2);
      await dialog.getByRole("button", { name: language.cancel }).click();
      await expect(dialog).toBeHidden();

      dialog = await openEditor(page, language);
      const text = { name: "list.txt", mimeType: "text/plain", buffer: Buffer.from("milk, bread") };
      expect(await dropOnto(page, '[role="dialog"]', text)).toBe(true);
      await expect(page.locator("[data-sonner-toast]", { hasText: language.notAPhoto })).toBeVisible();
      await expect(dialog.getByRole("img")).toHaveCount(2);
      expect(await photoCount(page, noteId)).toBe(2);
    });
  });
