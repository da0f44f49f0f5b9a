import { Readable } from "node:stream";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { DataExportSchema } from "../../../../shared/schemas/data-export.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { documented } from "../../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../../http/session.ts";
import { exportArchive, photoCount } from "./export-archive.ts";
import { readDataExport } from "./export-reader.ts";
import { shoppingCsv } from "./shopping-csv.ts";

/** yyyy-MM-dd of the export's moment (UTC), for the file's name. */
function dayOf(exportedAt: string): string {
  return exportedAt.slice(0, 10);
}

/** A download, never shown inline and never kept by a shared cache (it is the user's whole account). */
function attachment(filename: string): Record<string, string> {
  return { "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store" };
}

/** GET /api/export (the whole account as JSON) and /api/export/shopping.csv; issue 12. */
export function exportRoutes({ database, auth }: AppDeps) {
  const scopeOf = (userId: string) => ({ db: database.db, engine: database.engine, userId });
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented(
        "data",
        'Export everything: the signed-in user\'s tags, notes of every kind with their items and tag links, trash, planner hours and shopping category order as one file (`Content-Disposition: attachment; filename="poriadok-export-YYYY-MM-DD.json"`), read in one consistent snapshot',
        {
          schema: DataExportSchema,
          description:
            "The export file (format `poriadok-export`, version 2), without photos: the header `Poriadok-Photos` counts them (GET /api/export/archive has them)",
        },
      ),
      async (c) => {
        const scope = scopeOf(c.var.user.id);
        const data = await readDataExport(scope);
        // The photos are only in the zip (GET /api/export/archive): their count tells a client it needs it.
        const photos = String(await photoCount(scope));
        return c.json(data, 200, {
          ...attachment(`poriadok-export-${dayOf(data.exportedAt)}.json`),
          "Poriadok-Photos": photos,
        });
      },
    )
    .get(
      "/archive",
      describeRoute({
        tags: ["data"],
        summary:
          "Export everything with the photos: a zip (`Content-Disposition: attachment; filename=\"poriadok-export-YYYY-MM-DD.zip\"`) holding `data.json` — the export file of GET /api/export, each note listing its `photos` (`id`, `file`, `width`, `height`, in the note's order) — and `files/<photoId>.webp`, each photo's stored WebP as it is. Streamed: the photos are read one at a time. POST /api/import takes the zip back (`Content-Type: application/zip`)",
        responses: {
          200: {
            description: "The zip archive (data.json and files/)",
            content: { "application/zip": { schema: { type: "string", format: "binary" } } },
          },
          401: { description: "No session" },
        },
      }),
      async (c) => {
        const { data, stream } = await exportArchive(scopeOf(c.var.user.id));
        return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
          "Content-Type": "application/zip",
          ...attachment(`poriadok-export-${dayOf(data.exportedAt)}.zip`),
        });
      },
    )
    .get(
      "/shopping.csv",
      describeRoute({
        tags: ["data"],
        summary:
          "The items of every shopping list not in the trash as CSV (UTF-8 with a byte-order mark; columns list, item, category, bought), as the attachment poriadok-shopping-YYYY-MM-DD.csv",
        responses: {
          200: { description: "The CSV file", content: { "text/csv": { schema: { type: "string" } } } },
          401: { description: "No session" },
        },
      }),
      async (c) => {
        const now = new Date().toISOString();
        const data = await readDataExport(scopeOf(c.var.user.id));
        return c.body(shoppingCsv(data), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          ...attachment(`poriadok-shopping-${dayOf(now)}.csv`),
        });
      },
    );
}
