import { Hono } from "hono";
import { resolver } from "hono-openapi";
import { type PublicConfig, PublicConfigSchema } from "../../../shared/schemas/public-config.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documentedPublic } from "../../http/openapi/documented.ts";
import { shortCommit } from "../../version.ts";

const documentedPublicConfig = documentedPublic({
  tags: ["health"],
  summary: "The installation's contact addresses, donation account and version",
  responses: {
    200: {
      description: "The public configuration",
      content: { "application/json": { schema: resolver(PublicConfigSchema) } },
    },
  },
});

/** The installation's contact addresses and donation account, shown on public pages. */
export function publicConfigRoutes({ config, version, commit }: AppDeps) {
  return new Hono().get("/", documentedPublicConfig, (c) => {
    const body: PublicConfig = {
      contactEmail: config.contactEmail,
      supportEmail: config.supportEmail,
      donationIban: config.donationIban,
      version,
      registration: config.registration,
      oidcName: config.oidc?.name ?? null,
      commit: shortCommit(commit),
    };
    return c.json(body);
  });
}
