import type { Kysely } from "kysely";
import { NOTE_TITLE_MAX, UpdateNoteSchema } from "../../../shared/schemas/note.ts";
import { ownWrite } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { updateNoteRows } from "../notes/index.ts";
import type { DavCollection } from "./caldav-collections.ts";
import { DAV, type DavResponse, type PropSet, type QName } from "./dav-xml.ts";

/**
 * PROPPATCH on a collection (RFC 4918 9.2): renaming a list in a client (its displayname) renames the
 * shopping list, when the user owns it. Everything else a client may set — a colour, an order, the
 * tasks' name — Poriadok does not keep, and says so per property (403), all or nothing as the RFC
 * wants: when one property cannot be set, none is (424 for the rest).
 */
export async function proppatch(
  db: Kysely<Database>,
  userId: string,
  collection: DavCollection,
  href: string,
  request: { set: PropSet[]; remove: QName[] },
): Promise<DavResponse> {
  const isRename = (prop: PropSet) =>
    prop.name.ns === DAV &&
    prop.name.name === "displayname" &&
    collection.kind === "list" &&
    collection.ownerId === userId;
  const refused = [...request.set.filter((prop) => !isRename(prop)).map((prop) => prop.name), ...request.remove];
  const renames = request.set.filter(isRename);
  if (refused.length > 0)
    return {
      href,
      propstats: [
        { status: 403, props: refused.map((name) => ({ name })) },
        ...(renames.length > 0 ? [{ status: 424, props: renames.map((prop) => ({ name: prop.name })) }] : []),
      ],
    };
  const title = [...(renames.at(-1)?.text.trim() ?? "")].slice(0, NOTE_TITLE_MAX).join("");
  if (title !== "")
    await writeUserData(db, ownWrite(userId), (trx) =>
      updateNoteRows(trx, ownWrite(userId), collection.id, UpdateNoteSchema.parse({ title })),
    );
  return { href, propstats: [{ status: 200, props: renames.map((prop) => ({ name: prop.name })) }] };
}
