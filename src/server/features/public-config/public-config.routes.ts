import { Hono } from "hono";
import type { PublicConfig } from "../../../shared/schemas/public-config.ts";
import type { AppDeps } from "../../app-deps.ts";

/** The installation's contact addresses and donation account, shown on public pages. */
export function publicConfigRoutes({ config, version }: AppDeps) {
  return new Hono().get("/", (c) => {
    const body: PublicConfig = {
      contactEmail: config.contactEmail,
      supportEmail: config.supportEmail,
      donationIban: config.donationIban,
      version,
    };
    return c.json(body);
  });
}
