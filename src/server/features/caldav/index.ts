/** The CalDAV server (issue 30): mounted at /dav by app.ts, with /.well-known/caldav pointing there. */
export { caldavRoutes } from "./caldav.routes.ts";
export { DAV_ROOT } from "./caldav-paths.ts";
