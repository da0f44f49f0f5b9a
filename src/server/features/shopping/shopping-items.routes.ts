import { Hono } from "hono";
import { AddItemSchema, IdParamSchema, ItemParamSchema, ShoppingItemSchema } from "../../../shared/schemas/note.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { addItem, deleteItem, toggleItem } from "./shopping-items.service.ts";

/** Mounted at /api/notes/:id/items: every call is checked against the owning shopping list. */
export function shoppingItemsRoutes({ database, auth }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .post(
      "/:id/items",
      documented("shopping", "Add an item to a shopping list", {
        status: 201,
        schema: ShoppingItemSchema,
        description: "The new item",
      }),
      validate("param", IdParamSchema),
      validate("json", AddItemSchema),
      async (c) => c.json(await addItem(scope(c.var.user.id), c.req.valid("param").id, c.req.valid("json").name), 201),
    )
    .post(
      "/:id/items/:itemId/toggle",
      documented("shopping", "Tick or untick an item", { schema: ShoppingItemSchema, description: "The item" }),
      validate("param", ItemParamSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        return c.json(await toggleItem(scope(c.var.user.id), id, itemId));
      },
    )
    .delete(
      "/:id/items/:itemId",
      documented("shopping", "Delete an item"),
      validate("param", ItemParamSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        await deleteItem(scope(c.var.user.id), id, itemId);
        return c.body(null, 204);
      },
    );
}
