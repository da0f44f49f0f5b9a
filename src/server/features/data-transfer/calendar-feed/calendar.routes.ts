import { Hono } from "hono";
import { CalendarFeedStatusSchema, CreatedCalendarFeedSchema } from "../../../../shared/schemas/calendar-feed.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { AppError } from "../../../errors.ts";
import { documented } from "../../../http/openapi/documented.ts";
import { CALENDAR_FEED_ROUTE } from "../../../http/secret-paths.ts";
import { requireUser, type SessionEnv } from "../../../http/session.ts";
import { feedOwner, feedStatus, revokeFeed, rotateFeed } from "./calendar-feeds.service.ts";
import { documentedIcs, icsAnswer } from "./ics-response.ts";
import { datedTasks, tasksCalendar, uidHost } from "./tasks-calendar.ts";

/**
 * Calendar apps poll a subscription every few minutes to hours: five minutes of caching spares the
 * database repeated polls, and `private` keeps shared caches (proxies) from storing someone's tasks.
 */
const FEED_CACHE_CONTROL = "private, max-age=300";

/**
 * The private calendar feed: create or rotate, status, revoke (signed in), and the feed itself at
 * /api/calendar/<secret>.ics, which calendar apps fetch without any session: the secret in the
 * path is the credential. GET passes the origin check (a safe method) and no session middleware in
 * app.ts covers /api/calendar, so only the feed routes below ask for a session. The feed's path is
 * declared in http/secret-paths.ts, which the logs' censor reads too.
 */
export function calendarRoutes({ database, auth, config }: AppDeps) {
  const db = database.db;
  const host = uidHost(config.baseUrl);
  const signedIn = requireUser(auth);
  return new Hono<SessionEnv>()
    .get(
      "/feed",
      documented("calendar", "Whether the user has a calendar feed, and since when", {
        schema: CalendarFeedStatusSchema,
        description: "The feed's state (its URL is not kept, so not shown)",
      }),
      signedIn,
      async (c) => c.json(await feedStatus({ db, userId: c.var.user.id })),
    )
    .post(
      "/feed",
      documented(
        "calendar",
        "Create the calendar feed, or replace it with a new secret URL (the old URL then answers 404)",
        { schema: CreatedCalendarFeedSchema, description: "The feed's URLs, shown only in this answer" },
      ),
      signedIn,
      async (c) => {
        const { secret, createdAt } = await rotateFeed({ db, userId: c.var.user.id });
        // Appended, not resolved: a BASE_URL with a path (https://example.org/poriadok) keeps it.
        const httpsUrl = `${config.baseUrl}/api/calendar/${secret}.ics`;
        // webcal:// is http(s) to the client; it asks the OS to open the calendar app's subscribe dialog.
        const url = httpsUrl.replace(/^https?:/, "webcal:");
        return c.json({ url, httpsUrl, createdAt });
      },
    )
    .delete(
      "/feed",
      documented("calendar", "Revoke the calendar feed: its URL answers 404 from now on"),
      signedIn,
      async (c) => {
        await revokeFeed({ db, userId: c.var.user.id });
        return c.body(null, 204);
      },
    )
    .get(
      CALENDAR_FEED_ROUTE,
      documentedIcs(
        "The calendar feed: the feed owner's tasks with dates (no session; the secret is the credential)",
        "For calendar subscriptions (webcal://). `feedFile` is the secret from POST /calendar/feed followed by `.ics`. The same events as GET /export/tasks.ics.",
        {
          // No session or token: the secret in the path is the credential.
          security: [],
          parameters: [
            {
              in: "path",
              name: "feedFile",
              required: true,
              schema: { type: "string", pattern: "^[A-Za-z0-9_-]{43}\\.ics$" },
            },
          ],
          responses: { 404: { description: "No such feed, or it was revoked or replaced" } },
        },
      ),
      async (c) => {
        const secret = c.req.param("feedFile").slice(0, -".ics".length);
        const userId = await feedOwner(db, secret);
        if (userId === null) throw new AppError("calendar_feed_not_found", 404, "This calendar link does not work.");
        const text = tasksCalendar(await datedTasks({ db, userId }), host);
        return icsAnswer(c, text, {
          "Cache-Control": FEED_CACHE_CONTROL,
          "Content-Disposition": 'inline; filename="poriadok.ics"',
        });
      },
    );
}
