import { Hono } from "hono";
import type { AppDeps } from "./app-deps.ts";
import { errorBody, handleError } from "./errors.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { publicConfigRoutes } from "./features/public-config/public-config.routes.ts";
import { authHandler } from "./http/auth-handler.ts";
import { originCheck } from "./http/origin-check.ts";
import { requestLog } from "./request-log.ts";
import { serveWebApp } from "./static/serve-web-app.ts";

/** The API, chained so its type carries every route to the web client (see src/web/lib/api-client.ts). */
function buildApi(deps: AppDeps) {
  return new Hono()
    .route("/health", healthRoutes(deps))
    .route("/public-config", publicConfigRoutes(deps))
    .route("/account", accountRoutes(deps));
}
export type AppType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(requestLog(deps.logger));
  app.use("/api/*", originCheck(deps.config.trustedOrigins));
  app.on(["GET", "POST"], "/api/auth/*", authHandler(deps.auth, deps.config.trustProxy));
  app.route("/api", buildApi(deps));
  app.all("/api/*", (c) => c.json(errorBody("not_found", `No API route ${c.req.method} ${c.req.path}`), 404));
  app.route("/", serveWebApp(deps.config.webDir));
  app.onError(handleError(deps.logger));
  return app;
}
