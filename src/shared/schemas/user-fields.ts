import { z } from "zod";
import { LOCALES } from "../constants.ts";
import { storableLine } from "./storable-text.ts";

/** The longest first or last name; Better Auth's `name` holds both with a space between. */
export const NAME_MAX_LENGTH = 100;
export const FULL_NAME_MAX_LENGTH = NAME_MAX_LENGTH * 2 + 1;

/** Messages are translation keys (errors.json, "validation"), so Better Auth's 400 shows translated. */
// Control characters (a NUL would make PostgreSQL refuse the write) have no place in a name.
const nameField = storableLine().max(NAME_MAX_LENGTH, "validation.tooLong");

/**
 * The fields Poriadok adds to Better Auth's user, defined once: the server's auth options use it
 * for the table and input validation, the web's auth client for its types.
 */
export const USER_ADDITIONAL_FIELDS = {
  firstName: { type: "string", required: false, defaultValue: "", validator: { input: nameField } },
  lastName: { type: "string", required: false, defaultValue: "", validator: { input: nameField } },
  /** The language of the user's mails; follows the language they use the app in. */
  locale: { type: "string", required: false, defaultValue: "en", validator: { input: z.enum(LOCALES) } },
} as const;
