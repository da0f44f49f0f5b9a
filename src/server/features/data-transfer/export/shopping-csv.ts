import Papa from "papaparse";
import type { DataExport } from "../../../../shared/schemas/data-export.ts";

/** The columns of the shopping CSV, in this order. */
export const SHOPPING_CSV_COLUMNS = ["list", "item", "category", "bought"] as const;

/**
 * Excel and LibreOffice guess a CSV's encoding and read UTF-8 without a byte-order mark as the
 * system's code page, which garbles Slovak diacritics ("mlieko a maslo" survives, "čučoriedky" not).
 */
const UTF8_BOM = "\uFEFF";

/**
 * Every item of every list not in the trash, one row each, lists and items in creation order.
 * `category` is the stored value: a built-in key (produce, dairy …) or the user's own name, empty
 * for "Other". papaparse writes the quoting; `escapeFormulae` puts a ' before a cell starting with
 * = + - @ (or a tab or carriage return) so a spreadsheet never runs an item's name as a formula.
 */
export function shoppingCsv(data: Pick<DataExport, "notes">): string {
  const rows = data.notes
    .filter((note) => note.category === "shopping" && note.trashedAt === null)
    .flatMap((list) =>
      list.items.map((item) => ({
        list: list.title,
        item: item.name,
        category: item.category ?? "",
        bought: item.completed,
      })),
    );
  return (
    UTF8_BOM +
    Papa.unparse(
      { fields: [...SHOPPING_CSV_COLUMNS], data: rows.map(Object.values) },
      {
        escapeFormulae: true,
        newline: "\r\n",
      },
    )
  );
}
