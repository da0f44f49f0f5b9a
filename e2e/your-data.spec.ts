import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { GERMAN_KEEP_NOTES, germanImages, keepTakeoutZip } from "../src/server/test-support/keep-takeout-zip.ts";
import { TODOIST_COLUMNS } from "../src/server/test-support/todoist-csv-fixture.ts";
import skTransfer from "../src/web/locales/sk/data-transfer.json" with { type: "json" };
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { post } from "./support/page-api.ts";

/*
 * Settings → Your data (issue 12) as a person uses it: export everything and bring it into another
 * account, import a Todoist CSV, subscribe a calendar to the private feed and turn it off, in both
 * languages. A real server and browser; the downloads are the browser's own.
 */

async function signInNewUser(page: Page, baseURL: string | undefined, firstName = "Jana") {
  const user = uniqueUser({ firstName });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  return user;
}

async function openYourData(page: Page, prefix = "") {
  await page.goto(`${prefix}/settings`);
  await page.getByRole("link", { name: prefix ? /^Vaše údaje/ : /^Your data/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: prefix ? "Vaše údaje" : "Your data" })).toBeFocused();
}

function importResult(page: Page) {
  return page.getByRole("status").filter({ hasText: "Import finished" });
}

/** Imports a Poriadok export through the screen (its default kind of file). */
async function importExport(page: Page, filePath: string) {
  await openYourData(page);
  await expect(page.getByRole("radio", { name: "Poriadok export" })).toBeChecked();
  await page.getByLabel("File", { exact: true }).setInputFiles(filePath);
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

type ExportFile = { format: string; notes: { title: string; items: { name: string }[] }[]; tags: { name: string }[] };

test("everything exported from one account comes into another, once", async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  await signInNewUser(page, baseURL);
  const tag = await post<{ id: string }>(page, "/api/tags", { name: "Záhrada", color: "#22c55e" });
  await post(page, "/api/notes", {
    title: "Zaliať paradajky 🍅",
    category: "tasks",
    date: "2026-11-24",
    tags: [tag.id],
  });
  await post(page, "/api/notes", { title: "Recept na koláč", category: "notes", content: "Múka, cukor, vajcia" });
  await post(page, "/api/notes", {
    title: "Tesco",
    category: "shopping",
    items: [{ name: "Mlieko" }, { name: "Chlieb" }],
  });

  await openYourData(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export everything" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^poriadok-export-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(
    page.getByRole("status").filter({ hasText: `Downloaded ${download.suggestedFilename()}` }),
  ).toBeVisible();
  const exportPath = await download.path();
  const exported = JSON.parse(readFileSync(exportPath, "utf8")) as ExportFile;
  expect(exported.format).toBe("poriadok-export");
  expect(exported.notes.map((note) => note.title).sort()).toEqual(["Recept na koláč", "Tesco", "Zaliať paradajky 🍅"]);
  expect(exported.tags.map((entry) => entry.name)).toEqual(["Záhrada"]);

  expect(pageErrors).toEqual([]);

  // Another person, in a browser of their own.
  const other = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const otherPage = await other.newPage();
  await signInNewUser(otherPage, baseURL, "Peter");
  await importExport(otherPage, exportPath);
  await expect(importResult(otherPage)).toContainText("Imported: 1 task, 1 note, 1 tag, and 1 shopping list.");

  await otherPage.goto("/home");
  await expect(otherPage.getByText("Zaliať paradajky 🍅")).toBeVisible();
  await otherPage.getByRole("tab", { name: "Shopping" }).click();
  await expect(otherPage.getByText("Tesco")).toBeVisible();

  // The same file again brings nothing twice.
  await importExport(otherPage, exportPath);
  await expect(importResult(otherPage)).toContainText("Nothing new to import.");
  await expect(importResult(otherPage)).toContainText("items were already in your account and stayed as they were.");
  await other.close();
});

test("a Todoist CSV comes in as tasks, and a file that is not one is refused in words", async ({ page, baseURL }) => {
  await signInNewUser(page, baseURL);
  // The older ten-column shape of Todoist's CSV (the fixture of the server tests has the newer one).
  const columns = TODOIST_COLUMNS.slice(0, 10);
  const csv = Papa.unparse({
    fields: columns,
    data: [
      ["task", "Kúpiť chlieb 🍞", "Celozrnný", "1", "1", "Zuzana (1)", "", "2026-11-21", "sk", "Europe/Bratislava"],
      ["", "", "", "", "", "", "", "", "", ""],
      ["task", "Zavolať mame", "", "4", "1", "Zuzana (1)", "", "", "", ""],
    ],
  });

  await openYourData(page);
  await page.getByRole("radio", { name: "Todoist" }).check();
  const fileInput = page.getByLabel("File", { exact: true });
  await expect(fileInput).toHaveAttribute("accept", ".csv,text/csv");
  await fileInput.setInputFiles({ name: "Nákupy.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toContainText(
    /Imported: 2 tasks and 1 tag\./,
  );

  await page.goto("/home");
  await expect(page.getByText("Kúpiť chlieb 🍞")).toBeVisible();
  await expect(page.getByText("Zavolať mame")).toBeVisible();

  await openYourData(page);
  await page.getByRole("radio", { name: "Todoist" }).check();
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "list.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n1,2\n") });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nothing was imported" })).toContainText(
    "This file is not a Todoist CSV export",
  );
});

test("a Google Keep Takeout zip comes in on the Slovak screen: notes, a checklist and labels", async ({
  page,
  baseURL,
}) => {
  await signInNewUser(page, baseURL);
  await openYourData(page, "/sk");
  await page.getByRole("radio", { name: "Google Keep" }).check();
  const fileInput = page.getByLabel("Súbor", { exact: true });
  await expect(fileInput).toHaveAttribute("accept", /\.zip/);
  await fileInput.setInputFiles({
    name: "takeout-20261123.zip",
    mimeType: "application/zip",
    buffer: await keepTakeoutZip(),
  });
  await page.getByRole("button", { name: "Importovať" }).click();
  // Three text notes (one trashed, one archived) and a checklist, now a note with its lines; three labels.
  await expect(page.getByRole("status").filter({ hasText: "Import je hotový" })).toContainText(
    /Importované: 4 poznámky a\s3 štítky\./,
  );

  await page.goto("/sk/home");
  await page.getByRole("tab", { name: "Poznámky" }).click();
  // The text note and the checklist; the archived one is in the archive, the trashed one in the trash.
  await expect(page.getByText("2 poznámky", { exact: true })).toBeVisible();
});

test("a calendar feed link works without a session until it is turned off", async ({ page, baseURL, playwright }) => {
  await signInNewUser(page, baseURL);
  await post(page, "/api/notes", { title: "Zubár", category: "tasks", date: "2026-11-24T09:30:00+01:00" });
  await openYourData(page);
  await expect(page.getByText("You have no calendar link.")).toBeVisible();

  await page.getByRole("button", { name: "Create calendar link" }).click();
  await expect(page.getByText("it is shown only this once")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Copy link: For Apple Calendar/ })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "For Apple Calendar and Thunderbird" })).toHaveValue(
    /^webcal:\/\/.+\/api\/calendar\/[\w-]+\.ics$/,
  );
  const httpsUrl = await page.getByRole("textbox", { name: /^For Google Calendar/ }).inputValue();
  expect(httpsUrl).toMatch(/^https?:\/\/.+\/api\/calendar\/[\w-]+\.ics$/);

  // A calendar app: no cookies, only the link.
  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(httpsUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain("SUMMARY:Zubár");

  // Turning off asks first; Cancel keeps the link working.
  await page.getByRole("button", { name: "Turn off" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  expect((await calendarApp.get(httpsUrl)).status()).toBe(200);
  await page.getByRole("button", { name: "Turn off" }).click();
  await page
    .getByRole("alertdialog", { name: "Turn off the calendar feed?" })
    .getByRole("button", { name: "Turn off" })
    .click();
  await expect(page.getByRole("button", { name: "Create calendar link" })).toBeFocused();
  await expect(page.getByText("You have no calendar link.")).toBeVisible();
  expect((await calendarApp.get(httpsUrl)).status()).toBe(404);
  await calendarApp.dispose();
});

test("the screen in Slovak, with no serious accessibility problem", async ({ page, baseURL }) => {
  await signInNewUser(page, baseURL);
  await openYourData(page, "/sk");
  await expect(page.getByRole("button", { name: "Exportovať všetko" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nákupné zoznamy (CSV)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Úlohy s dátumom (.ics)" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Export z Poriadku" })).toBeChecked();
  await expect(page.getByRole("radiogroup", { name: "Aký je to súbor?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Vytvoriť odkaz na kalendár" })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // A file over 20 MB is refused before it is sent.
  let isSent = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/import")) isSent = true;
  });
  await page.getByLabel("Súbor", { exact: true }).setInputFiles({
    name: "velky.json",
    mimeType: "application/json",
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1, " "),
  });
  await expect(page.getByLabel("Súbor", { exact: true })).toHaveAccessibleDescription(
    skTransfer.errors.import_file_too_large,
  );
  await page.getByRole("button", { name: "Importovať" }).click();
  expect(isSent).toBe(false);
});

test.describe("a large Takeout on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("goes up with a progress bar, is processed, and brings its photos in as photos", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signInNewUser(page, baseURL);
    await openYourData(page);
    await page.getByRole("radio", { name: "Google Keep" }).check();
    await expect(page.getByText("Up to 500 MB.")).toBeVisible();
    // A German account's Takeout ("Google Notizen") with 6 MB of photos (over 20 MB: server tests).
    const photo = { name: "Takeout/Google Notizen/big.jpg", data: randomBytes(6 * 1024 * 1024), compress: false };
    const zip = await keepTakeoutZip(GERMAN_KEEP_NOTES, "Google Notizen", [photo], await germanImages());
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "takeout.zip", mimeType: "application/zip", buffer: zip });
    // A slow line (1 MB/s up), so the upload takes a few seconds, as a real one does.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const upload = page.getByRole("progressbar", { name: "Upload progress" });
    await expect(upload).toBeVisible();
    await expect(upload).toHaveAttribute("aria-valuetext", /MB of 6(\.\d)? MB sent/);
    await expect
      .poll(async () => Number(await upload.getAttribute("aria-valuenow")), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect(importResult(page)).toContainText("Imported: 5 notes, 2 tags, and 4 photos.", { timeout: 30_000 });
    await expect(importResult(page)).toContainText(
      "File “Takeout/Google Notizen/Leere Notiz.json”: The note has no title, text or checklist.",
    );
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});
