import { Readable } from "node:stream";
import yazl from "yazl";

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

/**
 * The zip, built once per process. The note is deflated as a stream of 64 KB chunks, so making the
 * bomb never holds its 99 MB: the process's RSS before the test is not already grown by it.
 */
export function keepNoteBomb(): Promise<Buffer> {
  keepBomb ??= new Promise<Buffer>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    zip.addReadStream(Readable.from(keepBombNote()), "Takeout/Keep/bomb.json", {
      mtime: new Date(Date.UTC(2026, 0, 1)),
      size: KEEP_BOMB_NOTE_BYTES,
    });
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("error", reject);
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
  });
  return keepBomb;
}

/** `{"title":"Bomb","textContent":"aaaa…"}`, KEEP_BOMB_NOTE_BYTES long, in chunks. */
function* keepBombNote(): Generator<Buffer> {
  const head = Buffer.from('{"title":"Bomb","textContent":"');
  const tail = Buffer.from('"}');
  const chunk = Buffer.alloc(64 * 1024, "a");
  yield head;
  let left = KEEP_BOMB_NOTE_BYTES - head.length - tail.length;
  for (; left >= chunk.length; left -= chunk.length) yield chunk;
  yield chunk.subarray(0, left);
  yield tail;
}

/** The export as JSON text: a valid envelope around `[[[…]]]` of `bytes` in all. */
export function deeplyNestedExport(bytes = NESTED_EXPORT_BYTES): string {
  const envelope = (inner: string) =>
    `{"format":"poriadok-export","version":1,"exportedAt":"2026-01-01T00:00:00.000Z","profile":null,"tags":[],"notes":[${inner}],"plannerHours":[],"shoppingCategoryOrder":[]}`;
  const depth = Math.floor((bytes - envelope("").length) / 2);
  return envelope(`${"[".repeat(depth)}${"]".repeat(depth)}`);
}
