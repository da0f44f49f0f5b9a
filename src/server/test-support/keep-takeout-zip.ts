import yazl from "yazl";
import { phoneJpeg, photoBytes } from "./photo-fixtures.ts";

/**
 * Google Takeout zips with Keep in them, made by a zip library (yazl) the way Takeout lays them
 * out: Takeout/Keep/<name>.json per note (the fields Takeout writes: title, textContent or
 * listContent, labels, isTrashed, isArchived, isPinned, color, created/edited timestamps in
 * microseconds), each with a .html twin, plus Labels.txt and a stray image no note names. A note's
 * attachments are written beside it: the real images given by file name (`images`), else 64 bytes
 * that are no image.
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

/** Attachment files by their name in the note's `attachments` (Takeout's `filePath`). */
export type AttachmentFiles = Readonly<Record<string, Uint8Array>>;

/** A Takeout archive of the notes above as a user downloads it; `folder` is Keep's, named in the account's language. */
export function keepTakeoutZip(
  notes: Record<string, unknown> = KEEP_NOTES,
  folder = "Keep",
  otherFiles: readonly ZipFileSpec[] = [],
  images: AttachmentFiles = {},
): Promise<Buffer> {
  const files: ZipFileSpec[] = [{ name: "Takeout/archive_browser.html", data: "<html></html>" }];
  for (const [name, note] of Object.entries(notes)) {
    // A string is written as it is: a note file that is not JSON.
    files.push({
      name: `Takeout/${folder}/${name}.json`,
      data: typeof note === "string" ? note : JSON.stringify(note),
    });
    files.push({ name: `Takeout/${folder}/${name}.html`, data: `<html><body>${name}</body></html>` });
    for (const attachment of attachmentsOf(note)) {
      const image = images[attachment];
      const data = image ? Buffer.from(image) : Buffer.alloc(64, 1);
      files.push({ name: `Takeout/${folder}/${attachment}`, data, compress: false });
    }
  }
  files.push({ name: `Takeout/${folder}/Labels.txt`, data: "Domácnosť\nRodina 👪\nŠKOLA\n" });
  files.push({ name: `Takeout/${folder}/photo.png`, data: Buffer.alloc(64, 1), compress: false });
  return Promise.resolve(zipOf([...files, ...otherFiles]));
}

function attachmentsOf(note: unknown): string[] {
  if (typeof note !== "object" || note === null || !("attachments" in note) || !Array.isArray(note.attachments))
    return [];
  return note.attachments.map((attachment: { filePath: string }) => attachment.filePath);
}

/**
 * A German account's Takeout as Google writes it (the folder "Google Notizen", next to another
 * product's JSON that is no Keep note): three notes holding only a photo, a note with a photo and a
 * web link, a Cyrillic checklist, a text note — the shapes a run against real exports met.
 */
export const GERMAN_KEEP_NOTES = {
  "2019-05-04T10_21_07.123+02_00": photoOnly("1a2b3c4d5e.jpg", "2019-05-04T08:21:07Z"),
  "2019-05-05T11_00_00.000+02_00": photoOnly("2b3c4d5e6f.jpg", "2019-05-05T09:00:00Z"),
  "2020-01-01T00_00_00.000+01_00": photoOnly("3c4d5e6f7a.png", "2019-12-31T23:00:00Z", "image/png"),
  Einkaufsliste: {
    color: "GREEN",
    isTrashed: false,
    isPinned: true,
    isArchived: false,
    textContent: "Brot, Käse, Äpfel",
    textContentHtml: "<p>Brot, Käse, Äpfel</p>",
    title: "Einkaufsliste",
    userEditedTimestampUsec: usec("2021-02-03T07:00:00Z"),
    createdTimestampUsec: usec("2021-02-01T07:00:00Z"),
    labels: [{ name: "Haushalt" }],
    attachments: [{ filePath: "4d5e6f7a8b.jpg", mimetype: "image/jpeg" }],
    annotations: [{ description: "", source: "WEBLINK", title: "Rezept", url: "https://example.com/rezept" }],
  },
  "Список дел": {
    color: "DEFAULT",
    isTrashed: false,
    isPinned: false,
    isArchived: false,
    listContent: [
      { textHtml: "Позвонить маме", text: "Позвонить маме", isChecked: false },
      { textHtml: "Купить хлеб", text: "Купить хлеб", isChecked: true },
    ],
    title: "Список дел",
    userEditedTimestampUsec: usec("2022-06-01T10:00:00Z"),
    createdTimestampUsec: usec("2022-06-01T09:00:00Z"),
    labels: [{ name: "Дом" }],
  },
  "Leere Notiz": {
    color: "DEFAULT",
    isTrashed: false,
    isPinned: false,
    isArchived: false,
    textContent: "",
    title: "",
    userEditedTimestampUsec: usec("2022-07-01T10:00:00Z"),
    createdTimestampUsec: usec("2022-07-01T10:00:00Z"),
  },
};

function photoOnly(filePath: string, at: string, mimetype = "image/jpeg") {
  return {
    attachments: [{ filePath, mimetype }],
    color: "DEFAULT",
    isTrashed: false,
    isPinned: false,
    isArchived: false,
    textContent: "",
    title: "",
    userEditedTimestampUsec: usec(at),
    createdTimestampUsec: usec(at),
  };
}

/**
 * The German Takeout: Keep's folder "Google Notizen" beside another product's JSON (not Keep's shape),
 * its attachments real small images (a phone's JPEG with EXIF and a GPS position among them).
 */
export async function germanTakeoutZip(folder = "Google Notizen"): Promise<Buffer> {
  return keepTakeoutZip(
    GERMAN_KEEP_NOTES,
    folder,
    [{ name: "Takeout/Profil/Profil.json", data: JSON.stringify({ name: { formattedName: "Jana" }, emails: [] }) }],
    await germanImages(),
  );
}

/** The German Takeout's attachments: three JPEGs (one from a phone, with a GPS position) and a PNG. */
export async function germanImages(): Promise<AttachmentFiles> {
  return {
    "1a2b3c4d5e.jpg": await phoneJpeg({ width: 80, height: 40 }),
    "2b3c4d5e6f.jpg": await photoBytes("jpeg", { background: "#27ae60" }),
    "3c4d5e6f7a.png": await photoBytes("png", { width: 30, height: 20 }),
    "4d5e6f7a8b.jpg": await photoBytes("jpeg", { width: 50, height: 50, background: "#8e44ad" }),
  };
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

/**
 * `zip` whose end-of-directory record claims `count` files (16 bits, as a zip without zip64 writes it):
 * a directory too long to be worth reading, made without writing 50,000 files.
 */
export function claimingEntries(zip: Buffer, count: number): Buffer {
  const copy = Buffer.from(zip);
  const end = copy.lastIndexOf(END_OF_DIRECTORY);
  copy.writeUInt16LE(count, end + 8);
  copy.writeUInt16LE(count, end + 10);
  return copy;
}
const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
