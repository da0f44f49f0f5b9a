import { uuidv7 } from "uuidv7";
import type { DatabaseHandle } from "../db/client.ts";
import { pushEndpointRules } from "../features/reminders/push-network/push-endpoint-check.ts";
import { createPushSender } from "../features/reminders/push-sender.ts";
import { createReminderScheduler, type SchedulerOptions } from "../features/reminders/reminder-scheduler.ts";
import { remindersDb } from "../features/reminders/reminder-tables.ts";
import { createLogger } from "../logger.ts";
import { generateVapidKeys } from "../vapid-keys.ts";
import { startFakePushService } from "./fake-push-service.ts";
import { insertTestUser, openTestHandle } from "./migrated-test-handle.ts";
import { createTestStorage, type TestStorage } from "./test-server.ts";

export const silent = createLogger("silent");
export const vapid = { ...generateVapidKeys(), subject: "mailto:admin@example.org" };
export const BASE_URL = "http://127.0.0.1:3999";

/**
 * A migrated database (SQLite, or a scratch PostgreSQL with DATABASE_URL), a fake push service and
 * helpers, for the scheduler's tests; `close()` undoes it all.
 */
export async function reminderFixture() {
  const storage: TestStorage = await createTestStorage();
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const opened = openTestHandle(storage);
    handles.push(opened.handle);
    if (handles.length === 1) await opened.migrate();
    return opened.handle;
  };
  const handle = await open();
  const push = await startFakePushService();
  // The fake push service is on 127.0.0.1, which only this test-only switch lets a sender reach.
  const sender = createPushSender(vapid, pushEndpointRules({ allowedHosts: [], allowPrivateAddressesForTests: true }));
  const rdb = remindersDb(handle.db);

  return {
    handle,
    push,
    /** Another connection pool on the same database: a second server instance. */
    openAnother: open,
    scheduler: (clock: () => Date, database: DatabaseHandle = handle, onSent?: SchedulerOptions["onSent"]) =>
      createReminderScheduler({ database, sender, logger: silent, baseUrl: BASE_URL, now: clock, onSent }),
    async user(locale: "en" | "sk" = "sk") {
      const id = uuidv7();
      await insertTestUser(handle, id);
      await handle.db.updateTable("user").set({ locale }).where("id", "=", id).execute();
      return id;
    },
    async device(userId: string) {
      const browser = push.newBrowser();
      const { endpoint, keys } = browser.subscription;
      await rdb
        .insertInto("push_subscriptions")
        .values({
          user_id: userId,
          endpoint,
          ...keys,
          device_label: "Firefox · Android",
          created_at: new Date().toISOString(),
        })
        .execute();
      return browser;
    },
    async task(userId: string, fields: { title?: string; reminder: string; date?: string | null }) {
      const now = new Date().toISOString();
      const id = uuidv7();
      await handle.db
        .insertInto("notes")
        .values({
          id,
          user_id: userId,
          title: fields.title ?? "Zaplatiť nájom",
          category: "tasks",
          date: fields.date ?? null,
          reminder: fields.reminder,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },
    deliveries: (noteId: string) =>
      rdb.selectFrom("reminder_deliveries").selectAll().where("note_id", "=", noteId).orderBy("id").execute(),
    async close() {
      await push.close();
      for (const opened of handles) await opened.close();
      await storage.dispose();
    },
  };
}

export type ReminderFixture = Awaited<ReturnType<typeof reminderFixture>>;

/** A clock the test moves by hand. */
export function manualClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date | string) => {
      current = new Date(at).getTime();
    },
  };
}
