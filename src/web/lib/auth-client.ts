import type { ADMIN_USER_FIELDS } from "@shared/schemas/admin";
import type { USER_ADDITIONAL_FIELDS } from "@shared/schemas/user-fields";
import { createAuthClient } from "better-auth/client";
import { inferAdditionalFields, twoFactorClient, usernameClient } from "better-auth/client/plugins";

/**
 * Better Auth's own typed client for /api/auth/* (sign-up, sign-in, reset, e-mail change …).
 * Poriadok's other endpoints go through the Hono client in api-client.ts.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  // The fields only type the client: importing their zod validators would bring zod into every page.
  plugins: [
    usernameClient(),
    // `role` is the admin plugin's (features/admin on the server): "admin" shows Settings → Administration.
    inferAdditionalFields<unknown, { user: typeof USER_ADDITIONAL_FIELDS & typeof ADMIN_USER_FIELDS }>(),
    // Types and methods of /two-factor/*; the screens handle `twoFactorRedirect` themselves (no redirect option).
    twoFactorClient(),
  ],
});

export type SessionData = NonNullable<Awaited<ReturnType<typeof authClient.getSession>>["data"]>;
export type SessionUser = SessionData["user"];
