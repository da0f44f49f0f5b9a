import { type Kysely, SqliteAdapter } from "kysely";
import { TEST_NOTIFICATIONS_PER_MINUTE } from "../../../shared/schemas/notifications.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { remindersDb } from "./reminder-tables.ts";

const MINUTE_MS = 60_000;

/**
 * Counts one "Send a test" against TEST_NOTIFICATIONS_PER_MINUTE in any 60 seconds (a sliding
 * window: no burst across a minute's edge). Over it: 429 push_test_rate_limited with the seconds
 * until the oldest counted test leaves the window. The rows are in the database (push_test_sends),
 * so every instance counts the same; on PostgreSQL the user's row is locked first, so a burst from
 * one person is counted one request after the other (SQLite's single writer does that already).
 */
export async function countTestNotification(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
      await trx.selectFrom("user").select("id").where("id", "=", userId).forUpdate().execute();
    }
    const rdb = remindersDb(trx);
    const minuteAgo = new Date(now.getTime() - MINUTE_MS).toISOString();
    await rdb.deleteFrom("push_test_sends").where("user_id", "=", userId).where("sent_at", "<=", minuteAgo).execute();
    const sent = await rdb
      .selectFrom("push_test_sends")
      .select("sent_at")
      .where("user_id", "=", userId)
      .orderBy("sent_at")
      .execute();
    if (sent.length >= TEST_NOTIFICATIONS_PER_MINUTE) {
      // The test whose leaving brings the count below the limit (PostgreSQL answers a Date).
      const freeing = sent[sent.length - TEST_NOTIFICATIONS_PER_MINUTE]?.sent_at ?? now;
      const seconds = (new Date(freeing).getTime() + MINUTE_MS - now.getTime()) / 1000;
      throw new AppError(
        "push_test_rate_limited",
        429,
        `At most ${TEST_NOTIFICATIONS_PER_MINUTE} tests a minute. Try again in ${Math.ceil(seconds)} s.`,
        undefined,
        seconds,
      );
    }
    await rdb.insertInto("push_test_sends").values({ user_id: userId, sent_at: now.toISOString() }).execute();
  });
}
