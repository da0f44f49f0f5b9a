import { z } from "zod";
import { DEFAULT_TAG_COLOR, TAG_PALETTE } from "../constants.ts";
import { NewIdSchema } from "./id.ts";
import { storableLine } from "./storable-text.ts";

export const TAG_NAME_MAX = 40;

/** The eight palette colours, or the default colour of a new tag (spec §3). */
export const TagColorSchema = z.enum([...TAG_PALETTE, DEFAULT_TAG_COLOR], { error: "validation.tagColor" });
export { tagNameKey } from "../tag-name-key.ts";

const name = storableLine().min(1, "validation.required").max(TAG_NAME_MAX, "validation.tooLong");

/** A new tag; `id` as on a new note (optional, a UUIDv7 the client made). */
export const CreateTagSchema = z.object({
  id: NewIdSchema.optional(),
  name,
  color: TagColorSchema.default(DEFAULT_TAG_COLOR),
});
export const UpdateTagSchema = z
  .object({ name, color: TagColorSchema })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: "validation.nothingToChange" });

export const TagSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type Tag = z.infer<typeof TagSchema>;
export type TagColor = z.infer<typeof TagColorSchema>;
export type CreateTagInput = z.input<typeof CreateTagSchema>;
export type UpdateTagInput = z.input<typeof UpdateTagSchema>;
