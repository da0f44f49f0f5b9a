import { z } from "zod";

/** What the server tells every visitor about this installation (contact page, donation page). */
export const PublicConfigSchema = z.object({
  contactEmail: z.string().nullable(),
  supportEmail: z.string().nullable(),
  donationIban: z.string().nullable(),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
