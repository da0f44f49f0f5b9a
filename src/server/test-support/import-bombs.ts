import { zipOf } from "./keep-takeout-zip.ts";

/**
 * The import bombs of issue 24, for the reliability suite (reliability/import-bombs.test.ts) and the
 * bench's hostile phase (send each as the review did: POST /api/import as a signed-in user).
 *  - keepNoteBomb(): a Google Takeout zip of about 100 KB holding one Keep note of 99 MB (a JSON
 *    object whose textContent is 99 MB of "a"), as a form: `source=keep`, `file` = the zip. Before
 *    the per-note limit it raised the server's RSS from 121 to 407 MB; eight at once to 1.2 GB.
 *  - deeplyNestedExport(): a Poriadok export of 10 MB whose one note is an array nested 5 million
 *    deep, sent as the JSON body (or a form with `source=poriadok`). Its JSON.parse held the event
 *    loop 4.9 s.
 */
export const KEEP_BOMB_NOTE_BYTES = 99 * 1024 * 1024;
export const NESTED_EXPORT_BYTES = 10 * 1024 * 1024;

let keepBomb: Promise<Buffer> | undefined;

/** The zip (built once per process: inflating 99 MB to make it takes a second). */
export function keepNoteBomb(): Promise<Buffer> {
  keepBomb ??= (() => {
    const head = Buffer.from('{"title":"Bomb","textContent":"');
    const tail = Buffer.from('"}');
    const note = Buffer.alloc(KEEP_BOMB_NOTE_BYTES, "a");
    head.copy(note, 0);
    tail.copy(note, note.length - tail.length);
    return zipOf([{ name: "Takeout/Keep/bomb.json", data: note }]);
  })();
  return keepBomb;
}

/** The export as JSON text: a valid envelope around `[[[…]]]` of `bytes` in all. */
export function deeplyNestedExport(bytes = NESTED_EXPORT_BYTES): string {
  const envelope = (inner: string) =>
    `{"format":"poriadok-export","version":1,"exportedAt":"2026-01-01T00:00:00.000Z","profile":null,"tags":[],"notes":[${inner}],"plannerHours":[],"shoppingCategoryOrder":[]}`;
  const depth = Math.floor((bytes - envelope("").length) / 2);
  return envelope(`${"[".repeat(depth)}${"]".repeat(depth)}`);
}
