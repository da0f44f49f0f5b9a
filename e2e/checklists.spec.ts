import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

/*
 * Checklists and sub-tasks (issue 29) on a phone and a laptop, in English and Slovak: a task made
 * with sub-tasks shows "0/3" on its card and is ticked there; a line is moved by keyboard (Alt+↑) and
 * the move is announced; a note with a checklist becomes a shopping list; a tick made offline shows
 * at once and reaches the server when the network is back.
 */

const LANGUAGES = [
  {
    code: "en",
    prefix: "",
    newTask: "New task",
    title: "Title",
    add: "Add",
    subtasks: "Sub-tasks",
    addLine: "Add an item",
    editTask: "Edit task",
    editNote: "Edit note",
    line: (position: number) => `Item ${position}`,
    moved: "“Keys” moved to position 2 of 3",
    move: (title: string) => `Move “${title}”: drag, or Alt+Up / Alt+Down`,
    convert: "Convert to shopping list",
    converted: "Converted to a shopping list",
    openList: "Open list",
    deleteLine: (title: string) => `Delete “${title}”`,
    done: "1 of 3 done",
  },
  {
    code: "sk",
    prefix: "/sk",
    newTask: "Nová úloha",
    title: "Názov",
    add: "Pridať",
    subtasks: "Podúlohy",
    addLine: "Pridať položku",
    editTask: "Upraviť úlohu",
    editNote: "Upraviť poznámku",
    line: (position: number) => `Položka ${position}`,
    moved: "„Keys“ je teraz na 2. mieste z 3",
    move: (title: string) => `Presunúť „${title}“: potiahnite, alebo Alt+šípka hore / dole`,
    convert: "Previesť na nákupný zoznam",
    converted: "Prevedené na nákupný zoznam",
    openList: "Otvoriť zoznam",
    deleteLine: (title: string) => `Odstrániť „${title}“`,
    done: "Hotovo 1 z 3",
  },
] as const;

const VIEWPORTS = [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "laptop", size: { width: 1280, height: 800 } },
] as const;

type Line = { title: string; completed: boolean };
type NoteAnswer = {
  id: string;
  title: string;
  category: string;
  checklist: Line[];
  items: { name: string; completed: boolean }[];
};

const card = (page: Page, title: string) => page.locator("li[data-note-id]").filter({ hasText: title });

async function noteTitled(page: Page, title: string): Promise<NoteAnswer> {
  const answer = (await (await page.request.get("/api/notes?limit=200")).json()) as {
    notes: { id: string; title: string }[];
  };
  const id = answer.notes.find((note) => note.title === title)?.id ?? "";
  return (await (await page.request.get(`/api/notes/${id}`)).json()) as NoteAnswer;
}
const linesOf = (note: NoteAnswer) => note.checklist.map((line) => `${line.title}${line.completed ? " ✓" : ""}`);

for (const language of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${language.code}, ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });

      test.beforeEach(async ({ page, baseURL }) => {
        const user = uniqueUser();
        await createConfirmedUser(page.request, baseURL ?? "", user);
        await signInThroughApi(page.request, baseURL ?? "", user);
      });

      test("a task with sub-tasks: ticked on its card, reordered by keyboard, ticked offline", async ({
        page,
        context,
        pageErrors,
      }) => {
        // A long flow: a dialog, the card, a second dialog, offline and back, a reload.
        test.setTimeout(90_000);
        await page.goto(`${language.prefix}/home?tab=tasks`);
        await page.getByRole("button", { name: language.newTask }).click();
        const dialog = page.getByRole("dialog", { name: language.newTask });
        await dialog.getByLabel(language.title).fill("Move house");
        const subtasks = dialog.getByRole("group", { name: language.subtasks });
        const addLine = subtasks.getByRole("textbox", { name: language.addLine });
        // Enter adds the line and stays in the field for the next one.
        for (const title of ["Boxes", "Van", "Keys"]) {
          await addLine.fill(title);
          await addLine.press("Enter");
        }
        await expect(addLine).toBeFocused();
        await expect(subtasks.getByRole("textbox", { name: language.line(3) })).toHaveValue("Keys");
        await dialog.getByRole("button", { name: language.add, exact: true }).click();
        await expect(dialog).toBeHidden();

        const task = card(page, "Move house");
        await expect(task).toContainText("0/3");
        await task.getByRole("checkbox", { name: "Van" }).click();
        await expect(task.getByRole("checkbox", { name: "Van" })).toBeChecked();
        await expect(task).toContainText("1/3");
        await expect(task.getByText(language.done)).toBeAttached();
        await expect
          .poll(async () => linesOf(await noteTitled(page, "Move house")))
          .toEqual(["Boxes", "Van ✓", "Keys"]);

        // Alt+↑ on the focused line moves it up, says so, and keeps the focus on it.
        await task.getByRole("button", { name: "Move house", exact: true }).click();
        const edit = page.getByRole("dialog", { name: language.editTask });
        const keys = edit.getByRole("textbox", { name: language.line(3) });
        await keys.focus();
        await keys.press("Alt+ArrowUp");
        await expect(edit.getByText(language.moved)).toBeAttached();
        await expect(edit.getByRole("textbox", { name: language.line(2) })).toHaveValue("Keys");
        await expect(edit.getByRole("textbox", { name: language.line(2) })).toBeFocused();
        await expect
          .poll(async () => linesOf(await noteTitled(page, "Move house")))
          .toEqual(["Boxes", "Keys", "Van ✓"]);
        // The handle drags a line (pointer events: mouse here, a finger alike): Van to the top.
        const handle = edit.getByRole("button", { name: language.move("Van") });
        // On a phone the photos above push the lines below the fold: a finger scrolls to them first.
        await handle.scrollIntoViewIfNeeded();
        await edit.getByRole("textbox", { name: language.line(1) }).scrollIntoViewIfNeeded();
        const top = await edit.getByRole("textbox", { name: language.line(1) }).boundingBox();
        const from = await handle.boundingBox();
        if (!top || !from) throw new Error("the checklist is not laid out");
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, top.y + 2, { steps: 8 });
        await page.mouse.up();
        await expect(edit.getByRole("textbox", { name: language.line(1) })).toHaveValue("Van");
        await expect
          .poll(async () => linesOf(await noteTitled(page, "Move house")))
          .toEqual(["Van ✓", "Boxes", "Keys"]);
        // A line deleted: focus goes to the line now in its place (here the one before it), not the page.
        const addField = edit.getByRole("textbox", { name: language.addLine });
        await addField.fill("Tape");
        await addField.press("Enter");
        await edit.getByRole("button", { name: language.deleteLine("Tape") }).click();
        await expect(edit.getByRole("textbox", { name: language.line(4) })).toHaveCount(0);
        await expect(edit.getByRole("textbox", { name: language.line(3) })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(edit).toBeHidden();
        // Closed, the dialog gives focus back to the card that opened it.
        await expect(task.getByRole("button", { name: "Move house", exact: true })).toBeFocused();
        await expect(task.getByRole("checkbox")).toHaveCount(4);
        await expect(task.locator("ul li")).toHaveText(["Van", "Boxes", "Keys"]);

        // Offline: the tick shows at once and is sent once the network is back.
        await context.setOffline(true);
        await task.getByRole("checkbox", { name: "Boxes" }).click();
        await expect(task.getByRole("checkbox", { name: "Boxes" })).toBeChecked();
        await expect(task).toContainText("2/3");
        await context.setOffline(false);
        await expect
          .poll(async () => linesOf(await noteTitled(page, "Move house")))
          .toEqual(["Van ✓", "Boxes ✓", "Keys"]);
        await page.reload();
        await expect(card(page, "Move house")).toContainText("2/3", { timeout: 15_000 });
        // The browser logs the requests it could not make while offline; nothing else went wrong.
        expect(pageErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
      });

      test("a note with a checklist becomes a shopping list, ticks kept", async ({ page, baseURL, pageErrors }) => {
        test.setTimeout(60_000);
        const created = await page.request.post("/api/notes", {
          headers: { origin: baseURL ?? "" },
          data: {
            title: "Market",
            category: "notes",
            checklist: [{ title: "Milk" }, { title: "Bread", completed: true }],
          },
        });
        expect(created.ok()).toBe(true);
        await page.goto(`${language.prefix}/home?tab=notes`);
        await card(page, "Market").getByRole("button", { name: "Market", exact: true }).click();
        const edit = page.getByRole("dialog", { name: language.editNote });
        await edit.getByRole("button", { name: language.convert }).click();
        await expect(edit).toBeHidden();
        const toast = page.locator("[data-sonner-toast]").filter({ hasText: language.converted });
        await expect(toast).toBeVisible();
        await expect(card(page, "Market")).toHaveCount(0);
        await expect
          .poll(async () => {
            const note = await noteTitled(page, "Market");
            return [note.category, note.items.map((item) => `${item.name}${item.completed ? " ✓" : ""}`)];
          })
          .toEqual(["shopping", ["Milk", "Bread ✓"]]);
        // The toast leads to the list the note became.
        await toast.getByRole("button", { name: language.openList }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Market" })).toBeVisible();
        await page.goto(`${language.prefix}/home?tab=shopping`);
        await expect(card(page, "Market")).toContainText("1/2", { timeout: 15_000 });
        expect(pageErrors).toEqual([]);
      });
    });
  }
}
