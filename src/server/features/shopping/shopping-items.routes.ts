import { Hono } from "hono";
import { z } from "zod";
import {
  AddItemSchema,
  CategoryOrderSchema,
  IdParamSchema,
  ItemParamSchema,
  RememberedItemsSchema,
  ShoppingItemSchema,
  UpdateItemSchema,
} from "../../../shared/schemas/note.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type WriteEnv, writeContextOf } from "../../core/write/write-context.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { listRememberedItems } from "./item-memory.ts";
import {
  addItem,
  deleteItem,
  getCategoryOrder,
  restoreItem,
  setCategoryOrder,
  toggleItem,
  updateItem,
} from "./shopping-items.service.ts";

/**
 * Mounted at /api/notes/:id/items: every call is checked against the owning shopping list; a member
 * of a shared list works in its owner's scope (its write context, core/write/write-context.ts).
 */
export function shoppingItemsRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .post(
      "/:id/items",
      documented(
        "shopping",
        "Add an item to a shopping list",
        { status: 201, schema: ShoppingItemSchema, description: "The new item" },
        undefined,
        { 409: "`item_limit_reached`: the list holds the most items a list may; `conflict`: the `id` sent is taken" },
      ),
      validate("param", IdParamSchema),
      validate("json", AddItemSchema),
      async (c) => c.json(await addItem(db, writeContextOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .patch(
      "/:id/items/:itemId",
      documented("shopping", "Change an item: name, category, quantity or tick (`completed`); only the fields sent", {
        schema: ShoppingItemSchema,
        description: "The item",
      }),
      validate("param", ItemParamSchema),
      validate("json", UpdateItemSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        return c.json(await updateItem(db, writeContextOf(c), id, itemId, c.req.valid("json")));
      },
    )
    .post(
      "/:id/items/:itemId/toggle",
      documented("shopping", "Tick or untick an item", { schema: ShoppingItemSchema, description: "The item" }),
      validate("param", ItemParamSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        return c.json(await toggleItem(db, writeContextOf(c), id, itemId));
      },
    )
    .post(
      "/:id/items/:itemId/restore",
      documented("shopping", "Bring a deleted item back (Undo), in its place, category and bought state", {
        schema: ShoppingItemSchema,
        description: "The item",
      }),
      validate("param", ItemParamSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        return c.json(await restoreItem(db, writeContextOf(c), id, itemId));
      },
    )
    .delete(
      "/:id/items/:itemId",
      documented("shopping", "Delete an item"),
      validate("param", ItemParamSchema),
      async (c) => {
        const { id, itemId } = c.req.valid("param");
        await deleteItem(db, writeContextOf(c), id, itemId);
        return c.body(null, 204);
      },
    );
}

const OrderResponseSchema = z.object({ order: z.array(z.string()) });

/** Mounted at /api/shopping: the user's order of shopping categories and the items they remember. */
export function shoppingCategoryRoutes({ database, auth }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .get(
      "/category-order",
      documented("shopping", "The user's order of shopping categories", {
        schema: OrderResponseSchema,
        description: "The order",
      }),
      async (c) => c.json({ order: await getCategoryOrder(scope(c.var.user.id)) }),
    )
    .put(
      "/category-order",
      documented("shopping", "Replace the order of shopping categories", {
        schema: OrderResponseSchema,
        description: "The order",
      }),
      validate("json", CategoryOrderSchema),
      async (c) => c.json({ order: await setCategoryOrder(database.db, writeContextOf(c), c.req.valid("json").order) }),
    )
    .get(
      "/remembered-items",
      documented("shopping", "The names the user has added to lists, newest first, with their last category", {
        schema: RememberedItemsSchema,
        description: "The remembered items (at most 500)",
      }),
      async (c) => c.json({ items: await listRememberedItems(scope(c.var.user.id)) }),
    );
}
