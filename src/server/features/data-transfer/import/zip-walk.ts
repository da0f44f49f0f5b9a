import yauzl, { type Entry } from "yauzl";
import { entryName, openZip, readEntry, type ZipSource } from "./zip-entries.ts";

/**
 * One wanted entry as the walk hands it over: its bytes, "too large" when it unpacks past the cap, or
 * "unreadable" when it cannot be inflated (a damaged entry: the walk goes on with the next).
 */
export type WalkedEntry = { name: string; data: Buffer | "too large" | "unreadable" };

/**
 * Hands the wanted entries of a zip (one already read through readZipEntries, so its directory passed
 * the archive limits) to `use` ONE AT A TIME: the next entry is inflated only once `use` has finished
 * with the one before, so however many photos a Takeout holds, one is in memory at a time. An entry
 * unpacking to more than `maxEntryBytes` is stopped at the cap and handed over as "too large".
 * An unsafe name is passed over (readZipEntries refused such an archive before).
 */
export async function walkZipEntries(
  zip: ZipSource,
  isWanted: (name: string) => boolean,
  maxEntryBytes: number,
  use: (entry: WalkedEntry) => Promise<void>,
): Promise<void> {
  const zipFile = await openZip(zip);
  try {
    await new Promise<void>((resolve, reject) => {
      zipFile.on("error", reject);
      zipFile.on("end", () => resolve());
      zipFile.on("entry", (entry: Entry) => {
        const name = entryName(entry);
        if (yauzl.validateFileName(name) !== null || name.endsWith("/") || !isWanted(name)) return zipFile.readEntry();
        const handOver = (data: WalkedEntry["data"]) => use({ name, data }).then(() => zipFile.readEntry());
        if (entry.uncompressedSize > maxEntryBytes) return void handOver("too large").catch(reject);
        let entryBytes = 0;
        readEntry(zipFile, entry, (chunk) => {
          entryBytes += chunk.length;
          return entryBytes > maxEntryBytes ? "entry over" : "go on";
        })
          .then(
            (data) => handOver(typeof data === "string" ? "too large" : data),
            () => handOver("unreadable"),
          )
          .catch(reject);
      });
      zipFile.readEntry();
    });
  } finally {
    zipFile.close();
  }
}
