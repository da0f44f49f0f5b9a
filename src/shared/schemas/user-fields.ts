import { z } from "zod";
import { LOCALES } from "../constants.ts";

/**
 * The fields Poriadok adds to Better Auth's user, defined once: the server's auth options use it
 * for the table and input validation, the web's auth client for its types.
 */
export const USER_ADDITIONAL_FIELDS = {
  firstName: { type: "string", required: false, defaultValue: "", validator: { input: z.string().trim().max(100) } },
  lastName: { type: "string", required: false, defaultValue: "", validator: { input: z.string().trim().max(100) } },
  /** The language of the user's mails; follows the language they use the app in. */
  locale: { type: "string", required: false, defaultValue: "en", validator: { input: z.enum(LOCALES) } },
} as const;
