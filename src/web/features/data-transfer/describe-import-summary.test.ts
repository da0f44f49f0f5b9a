import type { Locale } from "@shared/constants";
import type { ImportSummary } from "@shared/schemas/data-export";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { loadDataTransferTexts } from "./data-transfer-texts";
import { describeImportSummary } from "./describe-import-summary";

const nothing: ImportSummary = { tasks: 0, notes: 0, tags: 0, lists: 0, plannerDays: 0, alreadyThere: 0, skipped: [] };

function describeIn(locale: Locale, summary: Partial<ImportSummary>) {
  return describeImportSummary({ ...nothing, ...summary }, i18nFor(locale).t, locale);
}

beforeAll(() => Promise.all([loadDataTransferTexts("en"), loadDataTransferTexts("sk")]));

describe("an import's summary in English", () => {
  it("counts what came in, in the singular and the plural", () => {
    expect(describeIn("en", { notes: 42, tags: 7, lists: 3 }).imported).toBe(
      "Imported: 42 notes, 7 tags, and 3 shopping lists.",
    );
    expect(describeIn("en", { notes: 1, plannerDays: 1 }).imported).toBe("Imported: 1 note and 1 planner day.");
    expect(describeIn("en", { tags: 1 }).imported).toBe("Imported: 1 tag.");
  });

  it("names tasks as tasks, not notes (issue 25, point 5)", () => {
    expect(describeIn("en", { tasks: 4, tags: 3 }).imported).toBe("Imported: 4 tasks and 3 tags.");
    expect(describeIn("en", { tasks: 1, lists: 1, notes: 1 }).imported).toBe(
      "Imported: 1 task, 1 note, and 1 shopping list.",
    );
    const skipped = describeIn("en", { skipped: [{ kind: "task", name: "Call", reason: "validation.someday" }] });
    expect(skipped.skipped).toEqual(["Task “Call”: This value is not valid."]);
  });

  it("says when nothing new came in, and how much was there already", () => {
    const text = describeIn("en", { alreadyThere: 12 });
    expect(text.imported).toBe("Nothing new to import.");
    expect(text.alreadyThere).toBe("12 items were already in your account and stayed as they were.");
    expect(describeIn("en", { alreadyThere: 1 }).alreadyThere).toBe(
      "1 item was already in your account and stayed as it was.",
    );
    expect(describeIn("en", { notes: 2 }).alreadyThere).toBeNull();
  });

  it("names what was skipped with the reason translated from its code", () => {
    const text = describeIn("en", {
      notes: 5,
      skipped: [
        { kind: "note", name: "Shopping ideas", reason: "validation.tooLong" },
        { kind: "tag", name: "work", reason: "validation.tagColor" },
      ],
    });
    expect(text.skippedTitle).toBe("2 items skipped:");
    expect(text.skipped).toEqual([
      "Note “Shopping ideas”: This is too long.",
      "Tag “work”: Choose one of the palette colours.",
    ]);
    expect(describeIn("en", {}).skippedTitle).toBeNull();
  });

  it("reads an unknown reason as an invalid value, never as its code", () => {
    const text = describeIn("en", { skipped: [{ kind: "list", name: "Milk", reason: "validation.someday" }] });
    expect(text.skipped).toEqual(["Shopping list “Milk”: This value is not valid."]);
  });
});

describe("an import's summary in Slovak", () => {
  it.each([
    [{ notes: 1 }, "Importované: 1 poznámka."],
    [{ notes: 3, tags: 2 }, "Importované: 3 poznámky a 2 štítky."],
    [{ notes: 42, tags: 7, lists: 3 }, "Importované: 42 poznámok, 7 štítkov a 3 nákupné zoznamy."],
    [{ tasks: 4, tags: 3 }, "Importované: 4 úlohy a 3 štítky."],
    [{ tasks: 1, notes: 5 }, "Importované: 1 úloha a 5 poznámok."],
    [{ lists: 1, plannerDays: 5 }, "Importované: 1 nákupný zoznam a 5 dní v plánovači."],
    [{ lists: 11, plannerDays: 2 }, "Importované: 11 nákupných zoznamov a 2 dni v plánovači."],
    [{ plannerDays: 1 }, "Importované: 1 deň v plánovači."],
    [{}, "Nebolo čo nové importovať."],
  ])("%o → %s", (summary, text) => {
    // Slovak's list pattern binds "a" to the next word with a no-break space (no "a" alone at a line's end).
    expect(describeIn("sk", summary).imported.replaceAll("\u00a0", " ")).toBe(text);
  });

  it.each([
    [1, "1 položka už vo vašom účte bola a zostala bez zmeny."],
    [4, "4 položky už vo vašom účte boli a zostali bez zmeny."],
    [5, "5 položiek už vo vašom účte bolo a zostalo bez zmeny."],
  ])("%i already there → %s", (alreadyThere, text) => {
    expect(describeIn("sk", { alreadyThere }).alreadyThere).toBe(text);
  });

  it("names what was skipped, in the few and the many forms", () => {
    const skip = { kind: "plannerDay", name: "2026-11-23", reason: "validation.hoursRange" } as const;
    expect(describeIn("sk", { skipped: [skip] }).skippedTitle).toBe("1 položku sme vynechali:");
    expect(describeIn("sk", { skipped: [skip, skip] }).skippedTitle).toBe("2 položky sme vynechali:");
    const five = describeIn("sk", { skipped: [skip, skip, skip, skip, skip] });
    expect(five.skippedTitle).toBe("5 položiek sme vynechali:");
    expect(five.skipped[0]).toBe(`Deň v plánovači „2026-11-23“: ${i18nFor("sk").t("errors:validation.hoursRange")}`);
  });
});

describe("a foreign archive's files left out (issue 29)", () => {
  const skipped: ImportSummary["skipped"] = [
    { kind: "file", name: "Takeout/Google Notizen/2019-05-04.json", reason: "importProblem.attachmentsOnly" },
    { kind: "file", name: "Takeout/Google Notizen/4d5e.jpg", reason: "importProblem.attachmentMissing" },
    { kind: "file", name: "Takeout/Google Notizen/Leer.json", reason: "importProblem.emptyNote" },
    { kind: "task", name: "Zahnarzt", reason: "importProblem.dateNotRead" },
  ];

  it("names each by file, with its reason, in English", () => {
    expect(describeIn("en", { notes: 1, skipped }).skipped).toEqual([
      "File “Takeout/Google Notizen/2019-05-04.json”: The note holds only attachments that are not photos (a recording, a drawing's other files), and those are not imported.",
      "File “Takeout/Google Notizen/4d5e.jpg”: The note names this photo, but the file is not in the archive.",
      "File “Takeout/Google Notizen/Leer.json”: The note has no title, text or checklist.",
      "Task “Zahnarzt”: Its date could not be read, so the task came in without one; the date is kept in its text.",
    ]);
  });

  it("and in Slovak", () => {
    const text = describeIn("sk", { notes: 1, skipped });
    expect(text.skipped[0]).toBe(
      "Súbor „Takeout/Google Notizen/2019-05-04.json“: Poznámka obsahuje len prílohy, ktoré nie sú fotky (nahrávku, iné súbory kresby), a tie sa neimportujú.",
    );
    expect(text.skipped[1]).toBe(
      "Súbor „Takeout/Google Notizen/4d5e.jpg“: Poznámka uvádza túto fotku, ale súbor v archíve nie je.",
    );
    expect(text.skipped[3]).toMatch(/^Úloha „Zahnarzt“: Jej dátum sa nepodarilo prečítať/);
  });

  it("counts the photos a Takeout brought, in both languages", () => {
    expect(describeIn("en", { notes: 5, tags: 2, photos: 4, skipped: [] }).imported).toBe(
      "Imported: 5 notes, 2 tags, and 4 photos.",
    );
    expect(describeIn("sk", { notes: 1, photos: 3, skipped: [] }).imported).toMatch(/3 fotky/);
    expect(describeIn("sk", { notes: 1, photos: 1, skipped: [] }).imported).toMatch(/1 fotka/);
  });
});
