import { type Context, Hono } from "hono";
import type { AppDeps } from "./app-deps.ts";
import { idempotentCommands } from "./core/commands/idempotent-commands.ts";
import { cachedReads } from "./core/reads/cached-reads.ts";
import { createReadCache } from "./core/reads/read-cache.ts";
import { listAccessContext } from "./core/shared-lists/list-access.ts";
import { errorBody, handleError } from "./errors.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { adminRoutes } from "./features/admin/admin.routes.ts";
import { API_DOCS_PATH, apiDocsContentSecurityPolicy, apiDocsRoutes } from "./features/api-docs/api-docs.routes.ts";
import { openApiJsonRoutes } from "./features/api-docs/openapi-json.routes.ts";
import { apiTokensRoutes } from "./features/api-tokens/api-tokens.routes.ts";
import { caldavRoutes, DAV_ROOT } from "./features/caldav/index.ts";
import { checklistsRoutes } from "./features/checklists/index.ts";
import { calendarRoutes } from "./features/data-transfer/calendar-feed/calendar.routes.ts";
import { tasksIcsRoutes } from "./features/data-transfer/calendar-feed/tasks-ics.routes.ts";
import { exportRoutes } from "./features/data-transfer/export/export.routes.ts";
import { importRoutes } from "./features/data-transfer/import/import.routes.ts";
import { formSignIn } from "./features/form-sign-in/form-sign-in.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { notesRoutes } from "./features/notes/notes.routes.ts";
import { notePhotosRoutes, photosRoutes } from "./features/photos/photos.routes.ts";
import { plannerRoutes } from "./features/planner/planner.routes.ts";
import { publicConfigRoutes } from "./features/public-config/public-config.routes.ts";
import { quickAddRoutes } from "./features/quick-add/quick-add.routes.ts";
import { inviteToSignUp } from "./features/registration/index.ts";
import { remindersRoutes } from "./features/reminders/reminders.routes.ts";
import { searchRoutes } from "./features/search/search.routes.ts";
import { leaveAllLists } from "./features/sharing/leave-all-lists.ts";
import { sharingRoutes } from "./features/sharing/sharing.routes.ts";
import { shoppingCategoryRoutes, shoppingItemsRoutes } from "./features/shopping/shopping-items.routes.ts";
import { statsRoutes } from "./features/stats/stats.routes.ts";
import { syncPullRoutes } from "./features/sync/sync-pull.routes.ts";
import { syncStreamRoutes } from "./features/sync/sync-stream.routes.ts";
import { tagsRoutes } from "./features/tags/tags.routes.ts";
import { trashRoutes } from "./features/trash/trash.routes.ts";
import { authHandler } from "./http/auth-handler.ts";
import { apiBodyLimit } from "./http/body-limit.ts";
import { compressJson } from "./http/compress-json.ts";
import { originCheck } from "./http/origin-check.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { requireUser, signedInFirstName } from "./http/session.ts";
import { sessionCookieCheck } from "./http/session-cookie.ts";
import { closeConnectionsWhenStopping } from "./http/stopping.ts";
import { httpMetrics } from "./metrics/http-metrics.ts";
import { metricsRoutes } from "./metrics/metrics.routes.ts";
import { requestLog } from "./request-log.ts";
import { inlineScriptHashes } from "./static/inline-script-hashes.ts";
import { readIndexHtml, SIGN_IN_FORM_PAGES, serveWebApp } from "./static/serve-web-app.ts";

/**
 * Reads whose answer depends only on the user's data, path and query: answered by data version
 * (core/reads/cached-reads.ts). Not /stats, which depends on the day; not single notes.
 */
const CACHED_READ_PATHS = [
  "/api/notes",
  "/api/notes/counts",
  "/api/notes/progress",
  "/api/notes/archive",
  "/api/tags",
  "/api/trash",
  "/api/planner",
  "/api/shopping/category-order",
];

/**
 * The organiser data's writes, which take an Idempotency-Key (core/commands): every POST,
 * PUT, PATCH and DELETE under these. Not the account's routes: deleting the data is its own
 * confirmed step, and the picture's PUT and DELETE set a state (a repeat changes nothing more).
 */
const COMMANDS = {
  // Quick add's preview (/parse) passes too: it writes nothing, so a key sent with it is never stored.
  paths: ["/api/notes", "/api/photos", "/api/tags", "/api/trash", "/api/planner", "/api/shopping", "/api/quick-add"],
  methods: ["POST", "PUT", "PATCH", "DELETE"],
};

/** The API, chained so its type carries every route to the web client (see src/web/lib/api-client.ts). */
function buildApi(deps: AppDeps) {
  return new Hono()
    .route("/health", healthRoutes(deps))
    .route("/public-config", publicConfigRoutes(deps))
    .route("/account", accountRoutes(deps))
    .route("/notes", notesRoutes(deps))
    .route("/notes", shoppingItemsRoutes(deps))
    .route("/notes", notePhotosRoutes(deps))
    .route("/photos", photosRoutes(deps))
    .route("/notes", checklistsRoutes(deps))
    .route("/trash", trashRoutes(deps))
    .route("/tags", tagsRoutes(deps))
    .route("/stats", statsRoutes(deps))
    .route("/planner", plannerRoutes(deps))
    .route("/shopping", shoppingCategoryRoutes(deps))
    .route("/sync", syncStreamRoutes(deps))
    .route("/sync", syncPullRoutes(deps))
    .route("/export", exportRoutes(deps))
    .route("/export", tasksIcsRoutes(deps))
    .route("/import", importRoutes(deps))
    .route("/calendar", calendarRoutes(deps))
    .route("/search", searchRoutes(deps))
    .route("/quick-add", quickAddRoutes(deps))
    .route("/notifications", remindersRoutes(deps))
    .route("/shared-lists", sharingRoutes(deps))
    .route("/tokens", apiTokensRoutes(deps))
    .route("/admin", adminRoutes(deps, { leaveAllLists, inviteToSignUp }));
}
export type AppType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps) {
  const app = new Hono();
  const indexHtml = readIndexHtml(deps.config.webDir);
  const isHttps = new URL(deps.config.baseUrl).protocol === "https:";
  // Outermost, so it marks the final response, error answers included.
  app.use(closeConnectionsWhenStopping(deps.stopping));
  app.use(
    securityHeaders({
      scriptHashes: inlineScriptHashes(indexHtml ?? ""),
      isHttps,
      pagePolicies: { [API_DOCS_PATH]: apiDocsContentSecurityPolicy },
    }),
  );
  app.use(httpMetrics(deps.metrics));
  app.use(requestLog(deps.logger, { trustProxy: deps.config.trustProxy }));
  // JSON answers of 1 KB and more go out compressed. Not Better Auth's: they are small, and carry
  // session tokens beside text the request chose (the BREACH pattern).
  const compressApiJson = compressJson();
  app.use("/api/*", (c, next) => (c.req.path.startsWith("/api/auth/") ? next() : compressApiJson(c, next)));
  app.use("/api/*", originCheck(deps.config.trustedOrigins, deps.logger));
  // Before Better Auth's handler, so its routes (sign-in, sign-up, …) are limited too.
  app.use("/api/*", apiBodyLimit());
  app.on(
    "GET",
    CACHED_READ_PATHS,
    requireUser(deps.auth),
    cachedReads(deps.database.db, createReadCache(), deps.version),
  );
  // With `use` (any method; the middleware picks the writes), so route listings show only real
  // routes; "/api/notes/*" matches "/api/notes" too, so each request passes it once.
  const commandsOnce = idempotentCommands(deps.database.db, COMMANDS.methods);
  for (const base of COMMANDS.paths) app.use(`${base}/*`, requireUser(deps.auth), commandsOnce);
  // Who reaches the note in the path: its owner, or a member of the shared list (core/shared-lists/).
  const listAccess = listAccessContext(deps.database.db);
  for (const path of ["/api/notes/:id", "/api/notes/:id/*", "/api/trash/:id", "/api/trash/:id/*"]) {
    app.use(path, requireUser(deps.auth), listAccess);
  }
  const handleAuthRequest = (request: Request) => deps.auth.handler(request);
  const { trustProxy, trustedOrigins } = deps.config;
  app.on(["GET", "POST"], "/api/auth/*", authHandler(handleAuthRequest, trustProxy, trustedOrigins));
  const api = buildApi(deps);
  // The reference (documented in itself): the document and the page that shows it, both public.
  api.route("/docs", apiDocsRoutes());
  api.route(
    "/openapi.json",
    openApiJsonRoutes(api, {
      version: deps.version,
      commands: COMMANDS,
      betterAuth: () => deps.auth.api.generateOpenAPISchema(),
    }),
  );
  app.route("/api", api);
  app.all("/api/*", (c) => c.json(errorBody("not_found", `No API route ${c.req.method} ${c.req.path}`), 404));
  // CalDAV for the devices' own task apps (issue 30): app passwords only, outside /api and its cookies.
  app.route("/dav", caldavRoutes(deps));
  // RFC 6764 discovery: a client given only the server's address finds /dav/ (301: python-caldav
  // re-asks a 302 as GET, which loses its PROPFIND).
  app.all("/.well-known/caldav", (c) => c.redirect(DAV_ROOT, 301));
  // A client given only the server's address that skips RFC 6764 (python-caldav 0.11) PROPFINDs "/" itself;
  // 308 keeps the method and the body (a 301 makes requests drop the body).
  app.on("PROPFIND", "/", (c) => c.redirect(DAV_ROOT, 308));
  // For a Prometheus scraper holding METRICS_TOKEN; outside /api, so not in the typed client or OpenAPI.
  app.route("/metrics", metricsRoutes(deps.metrics, deps.config.metricsToken));
  const greetingNameOf = (c: Context) => signedInFirstName(deps.auth.readSession, c.req.raw.headers, deps.logger);
  const hasSessionCookie = sessionCookieCheck(deps.auth.sessionCookieName);
  // Sign-in's prerendered page offers sign-up; where registration is by invitation the app says so instead.
  // Nor has it the identity provider's button (OIDC_*), which the app shows at once.
  const notPrerendered = deps.config.registration === "open" && !deps.config.oidc ? [] : ["/auth", "/sk/auth"];
  // Sign-in's prerendered form sent without JavaScript: the same Origin check and body limit as the API.
  const signInByForm = formSignIn({ handleAuthRequest, trustProxy, trustedOrigins, webDir: deps.config.webDir });
  app.on("POST", Object.keys(SIGN_IN_FORM_PAGES), originCheck(trustedOrigins, deps.logger), apiBodyLimit());
  app.route(
    "/",
    serveWebApp(deps.config.webDir, indexHtml, { greetingNameOf, hasSessionCookie, notPrerendered, signInByForm }),
  );
  app.onError(handleError(deps.logger));
  return app;
}
