import { z } from "zod";
import { RegistrationModeSchema } from "./registration.ts";

/** What the server tells every visitor about this installation (contact page, donation page). */
export const PublicConfigSchema = z.object({
  contactEmail: z.string().nullable(),
  supportEmail: z.string().nullable(),
  donationIban: z.string().nullable(),
  version: z.string(),
  /** REGISTRATION: whether the sign-up form is offered, or a note that accounts are by invitation. */
  registration: RegistrationModeSchema,
  /** OIDC_NAME: the sign-in screen offers "Sign in with {name}" (the operator's identity provider); null: not offered. */
  oidcName: z.string().nullable(),
  /** The git commit the server was built from, shortened to 7 characters ("unknown" when not known). */
  commit: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
