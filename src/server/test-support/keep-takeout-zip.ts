import yazl from "yazl";

/**
 * Google Takeout zips with Keep in them, made by a zip library (yazl) the way Takeout lays them
 * out: Takeout/Keep/<name>.json per note (the fields Takeout writes: title, textContent or
 * listContent, labels, isTrashed, isArchived, isPinned, color, created/edited timestamps in
 * microseconds), each with a .html twin, plus Labels.txt and an attachment the import ignores.
 * Also the hostile archives the import must refuse.
 */
export type ZipFileSpec = { name: string; data: Buffer | string; compress?: boolean };

export function zipOf(files: readonly ZipFileSpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    const data = typeof file.data === "string" ? Buffer.from(file.data, "utf8") : file.data;
    zip.addBuffer(data, file.name, { compress: file.compress ?? true, mtime: new Date(Date.UTC(2026, 0, 1)) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("error", reject);
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

/** Microseconds since 1970, as Takeout writes created/edited times. */
const usec = (iso: string) => Date.parse(iso) * 1000;

export const KEEP_NOTES = {
  text: {
    color: "DEFAULT",
    isTrashed: false,
    isPinned: true,
    isArchived: false,
    textContent: "Mlieko, vajcia a čerstvý chlieb 🥚\nDruhý riadok",
    title: "Nákup na víkend",
    userEditedTimestampUsec: usec("2025-03-02T10:00:00Z"),
    createdTimestampUsec: usec("2025-03-01T09:30:00Z"),
    labels: [{ name: "Domácnosť" }, { name: "Rodina 👪" }],
  },
  checklist: {
    color: "YELLOW",
    isTrashed: false,
    isPinned: false,
    isArchived: false,
    listContent: [
      { textHtml: "Jablká", text: "Jablká", isChecked: true },
      { textHtml: "Maslo 🧈", text: "Maslo 🧈", isChecked: false },
      { textHtml: "Syr", text: "Syr", isChecked: true },
    ],
    title: "Potraviny",
    userEditedTimestampUsec: usec("2025-04-05T08:00:00Z"),
    createdTimestampUsec: usec("2025-04-04T08:00:00Z"),
    labels: [{ name: "Domácnosť" }],
  },
  trashed: {
    color: "DEFAULT",
    isTrashed: true,
    isPinned: false,
    isArchived: false,
    textContent: "Stará poznámka",
    title: "",
    userEditedTimestampUsec: usec("2024-12-24T18:00:00Z"),
    createdTimestampUsec: usec("2024-12-20T18:00:00Z"),
  },
  archived: {
    color: "BLUE",
    isTrashed: false,
    isPinned: false,
    isArchived: true,
    textContent: "Heslo od Wi-Fi je na chladničke",
    title: "Archív ☕",
    userEditedTimestampUsec: String(usec("2023-06-01T12:00:00Z")),
    createdTimestampUsec: String(usec("2023-06-01T12:00:00Z")),
    labels: [{ name: "ŠKOLA" }],
  },
} as const;

/** A Takeout archive of the notes above as a user downloads it. */
export function keepTakeoutZip(notes: Record<string, unknown> = KEEP_NOTES): Promise<Buffer> {
  const files: ZipFileSpec[] = [{ name: "Takeout/archive_browser.html", data: "<html></html>" }];
  for (const [name, note] of Object.entries(notes)) {
    // A string is written as it is: a note file that is not JSON.
    files.push({ name: `Takeout/Keep/${name}.json`, data: typeof note === "string" ? note : JSON.stringify(note) });
    files.push({ name: `Takeout/Keep/${name}.html`, data: `<html><body>${name}</body></html>` });
  }
  files.push({ name: "Takeout/Keep/Labels.txt", data: "Domácnosť\nRodina 👪\nŠKOLA\n" });
  files.push({ name: "Takeout/Keep/photo.png", data: Buffer.alloc(64, 1), compress: false });
  return Promise.resolve(zipOf(files));
}

/**
 * `zip` with one file name swapped for another of the same length in both the local header and the
 * central directory — how to make names yazl itself refuses to write ("../x", "/etc/x").
 */
export function renamed(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error("names must be as long");
  const copy = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = copy.indexOf(needle); at !== -1; at = copy.indexOf(needle, at + 1)) Buffer.from(to).copy(copy, at);
  return copy;
}

/** `zip` whose central directory claims every file unpacks to `claimed` bytes (a lying header). */
export function claimingSize(zip: Buffer, claimed: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf(CENTRAL_HEADER); at !== -1; at = copy.indexOf(CENTRAL_HEADER, at + 1))
    copy.writeUInt32LE(claimed, at + 24);
  return copy;
}
const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
