import { Hono } from "hono";
import { z } from "zod";
import { IdParamSchema } from "../../../shared/schemas/note.ts";
import { CreateTagSchema, TagSchema, UpdateTagSchema } from "../../../shared/schemas/tag.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type WriteEnv, writeContextOf } from "../../core/write/write-context.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { createTag, deleteTag, listTags, updateTag } from "./tags.service.ts";

export function tagsRoutes({ database, auth }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented("tags", "The user's tags by name", {
        schema: z.object({ tags: z.array(TagSchema) }),
        description: "Tags",
      }),
      async (c) => c.json({ tags: await listTags(scope(c.var.user.id)) }),
    )
    .post(
      "/",
      documented(
        "tags",
        "Create a tag (colour from the palette, default #9b87f5)",
        { status: 201, schema: TagSchema, description: "The new tag" },
        undefined,
        {
          409:
            "`tag_name_taken`: you have a tag of this name (letter case aside); `tag_limit_reached`: the most " +
            "tags an account may have; `conflict`: the `id` sent is taken",
        },
      ),
      validate("json", CreateTagSchema),
      async (c) => c.json(await createTag(database.db, writeContextOf(c), c.req.valid("json")), 201),
    )
    .patch(
      "/:id",
      documented("tags", "Rename or recolour a tag", { schema: TagSchema, description: "The tag" }, undefined, {
        409: "`tag_name_taken`: you have another tag of this name (letter case aside)",
      }),
      validate("param", IdParamSchema),
      validate("json", UpdateTagSchema),
      async (c) =>
        c.json(await updateTag(database.db, writeContextOf(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", documented("tags", "Delete a tag and its links"), validate("param", IdParamSchema), async (c) => {
      await deleteTag(database.db, writeContextOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
