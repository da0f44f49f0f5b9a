import { Hono } from "hono";
import type { AppDeps } from "../../../app-deps.ts";
import { requireUser, type SessionEnv } from "../../../http/session.ts";
import { documentedIcs, icsAnswer } from "./ics-response.ts";
import { datedTasks, tasksCalendar, uidHost } from "./tasks-calendar.ts";

/** GET /api/export/tasks.ics: the signed-in user's dated tasks as an iCalendar file; issue 12. */
export function tasksIcsRoutes({ database, auth, config }: AppDeps) {
  const host = uidHost(config.baseUrl);
  return new Hono<SessionEnv>().get(
    "/tasks.ics",
    documentedIcs(
      "Download the tasks with dates as an iCalendar file",
      "One event per dated task that is not in the trash: all-day for a date, 30 minutes at the instant for a date-time; done tasks start with ✓. A repeating task's open occurrence carries its RRULE, a timed one in its series' time zone.",
      { responses: { 401: { description: "No session" } } },
    ),
    requireUser(auth),
    async (c) => {
      const tasks = await datedTasks({ db: database.db, userId: c.var.user.id });
      const day = new Date().toISOString().slice(0, 10);
      return icsAnswer(c, tasksCalendar(tasks, host), {
        "Content-Disposition": `attachment; filename="poriadok-tasks-${day}.ics"`,
        "Cache-Control": "private, no-store",
      });
    },
  );
}
