import { foldText } from "./search-text.ts";

/**
 * A shopping list that remembers (issue 25): the rules both sides share. An item's name is compared
 * folded — lower case, without diacritics, spaces collapsed — so "Mlieko", "mlieko " and "MLIEKO" are one
 * item, and typing "sosovica" finds "Šošovica".
 */
export function itemNameKey(name: string): string {
  return foldText(name).trim().replace(/\s+/g, " ");
}

/** A name the person has added before, with the category it last had (null: "Other"). */
export type RememberedItem = { name: string; category: string | null };

/**
 * What the add field suggests while the person types: their own earlier items (newest first, as
 * given) whose folded name starts with what is typed, then those with a word that does, leaving
 * out names already waiting unbought on the list. Nothing before the first letter.
 */
export function suggestItems(
  remembered: readonly RememberedItem[],
  typed: string,
  { exclude = [], limit = 6 }: { exclude?: readonly string[]; limit?: number } = {},
): RememberedItem[] {
  const key = itemNameKey(typed);
  if (key === "") return [];
  const excluded = new Set(exclude.map(itemNameKey));
  const starts: RememberedItem[] = [];
  const wordStarts: RememberedItem[] = [];
  for (const item of remembered) {
    const name = itemNameKey(item.name);
    if (excluded.has(name) || name === key) continue;
    if (name.startsWith(key)) starts.push(item);
    else if (name.includes(` ${key}`)) wordStarts.push(item);
  }
  return [...starts, ...wordStarts].slice(0, limit);
}

/** A quantity read as a number and what follows it ("2 l" → 2, "l"; "3×" → 3, "×"); null when not a number. */
function readAmount(quantity: string): { amount: number; unit: string } | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*(.*)$/.exec(quantity.trim());
  if (!match?.[1]) return null;
  const unit = (match[2] ?? "").trim();
  return { amount: Number(match[1].replace(",", ".")), unit: unit === "x" ? "×" : unit };
}

function writeAmount(amount: number, unit: string, decimalComma: boolean): string {
  const rounded = Math.round(amount * 1000) / 1000;
  const number = decimalComma ? String(rounded).replace(".", ",") : String(rounded);
  if (unit === "" || unit === "×") return `${number}×`;
  return `${number} ${unit}`;
}

/**
 * The quantity after adding the same item again to an unbought one (the merge the add field offers):
 * none and none make "2×"; "2×" and none "3×"; "1 l" and "2 l" "3 l"; amounts that do not add up
 * ("1 l" and "500 ml") are kept side by side, "1 l + 500 ml".
 */
export function mergeQuantity(existing: string | null, added: string | null): string {
  const had = existing?.trim() || "1×";
  const more = added?.trim() || "1×";
  const a = readAmount(had);
  const b = readAmount(more);
  const sameUnit =
    a && b && (a.unit === b.unit || (a.unit === "" && b.unit === "×") || (a.unit === "×" && b.unit === ""));
  if (a && b && sameUnit) {
    const unit = a.unit === "" ? b.unit : a.unit;
    return writeAmount(a.amount + b.amount, unit, had.includes(",") || more.includes(","));
  }
  return `${had} + ${more}`;
}
