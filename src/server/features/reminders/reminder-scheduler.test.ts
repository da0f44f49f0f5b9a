import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BASE_URL,
  manualClock,
  type ReminderFixture,
  reminderFixture,
  vapid,
} from "../../test-support/reminder-fixture.ts";
import { remindersDb } from "./reminder-tables.ts";

/**
 * The scheduler with a clock the test moves, on the real database (SQLite, or PostgreSQL with
 * DATABASE_URL), sending through web-push to a fake push service that verifies the VAPID JWT and
 * decrypts the payload as a browser would.
 */
let fixture: ReminderFixture;
beforeEach(async () => {
  fixture = await reminderFixture();
});
afterEach(async () => {
  await fixture.close();
});

// 09:00 in Bratislava (+01:00 in March) is 08:00 UTC: the offset must be honoured.
const REMINDER = "2030-03-10T09:00:00+01:00";
const DUE = new Date("2030-03-10T08:00:00.000Z");
const at = (minutesAfterDue: number) => new Date(DUE.getTime() + minutesAfterDue * 60_000);

describe("reminder scheduler", () => {
  it("sends a due reminder once, in the user's language, to each device, with a link to the task", async () => {
    const userId = await fixture.user("sk");
    const [phone, laptop] = [await fixture.device(userId), await fixture.device(userId)];
    const noteId = await fixture.task(userId, { reminder: REMINDER, date: "2030-03-10T10:00:00+01:00" });
    const clock = manualClock(at(-1));
    const scheduler = fixture.scheduler(clock.now);

    await scheduler.tick();
    expect(fixture.push.received).toHaveLength(0);

    clock.set(at(0.2));
    await scheduler.tick();
    const pushes = await fixture.push.waitFor(2);
    expect(pushes.map((push) => push.endpoint).sort()).toEqual(
      [phone?.subscription.endpoint, laptop?.subscription.endpoint].sort(),
    );
    for (const push of pushes) {
      expect(push.payload).toEqual({
        title: "Zaplatiť nájom",
        body: "Termín: 10.03.2030 10:00",
        url: `${BASE_URL}/sk/home?tab=tasks&note=${noteId}`,
        tag: `reminder-${noteId}`,
      });
      expect(push.vapidPublicKey).toBe(vapid.publicKey);
      expect(push.claims.sub).toBe("mailto:admin@example.org");
    }

    clock.set(at(1));
    await scheduler.tick();
    clock.set(at(30));
    await scheduler.tick();
    expect(fixture.push.received).toHaveLength(2);
    expect((await fixture.deliveries(noteId)).map((row) => [row.status, row.channel])).toEqual([["sent", "push"]]);
  });

  it("tells how late each reminder was sent, and nothing of one cancelled or missed", async () => {
    const userId = await fixture.user("en");
    await fixture.device(userId);
    await fixture.task(userId, { reminder: REMINDER });
    await fixture.task(userId, { reminder: "2030-03-10T06:00:00Z" });
    const sent: { lateMs: number; channel: string }[] = [];
    await fixture
      .scheduler(
        () => at(0.5),
        undefined,
        (delivery) => sent.push(delivery),
      )
      .tick();
    expect(sent).toEqual([{ lateMs: 30_000, channel: "push" }]);
  });

  it("after a restart sends a reminder 30 minutes late, and marks one 2 hours late as missed", async () => {
    const userId = await fixture.user("en");
    await fixture.device(userId);
    const late = await fixture.task(userId, { title: "Call the plumber", reminder: REMINDER });
    const restarted = fixture.scheduler(() => at(30));
    await restarted.tick();
    const [push] = await fixture.push.waitFor(1);
    expect(push?.payload).toMatchObject({ title: "Call the plumber", body: "Reminder · 10.03.2030 09:00" });
    expect((await fixture.deliveries(late)).map((row) => row.status)).toEqual(["sent"]);

    const tooLate = await fixture.task(userId, { reminder: "2030-03-10T06:00:00Z" });
    await fixture.scheduler(() => at(60 + 5)).tick();
    expect((await fixture.deliveries(tooLate)).map((row) => row.status)).toEqual(["missed"]);
    expect(fixture.push.received).toHaveLength(1);
  });

  it("delivers a reminder again when its time is moved after delivery, at the new time only", async () => {
    const userId = await fixture.user();
    await fixture.device(userId);
    const noteId = await fixture.task(userId, { reminder: REMINDER });
    const clock = manualClock(at(0));
    const scheduler = fixture.scheduler(clock.now);
    await scheduler.tick();
    await fixture.push.waitFor(1);

    await fixture.handle.db
      .updateTable("notes")
      .set({ reminder: "2030-03-10T10:00:00+01:00" })
      .where("id", "=", noteId)
      .execute();
    clock.set(at(30));
    await scheduler.tick();
    expect(fixture.push.received).toHaveLength(1);
    clock.set(at(60));
    await scheduler.tick();
    await fixture.push.waitFor(2);
    clock.set(at(61));
    await scheduler.tick();
    expect(fixture.push.received).toHaveLength(2);
    expect((await fixture.deliveries(noteId)).map((row) => [row.reminder, row.status])).toEqual([
      [REMINDER, "sent"],
      ["2030-03-10T10:00:00+01:00", "sent"],
    ]);
  });

  it("sends nothing for a completed or deleted task, nor before the reminder time", async () => {
    const userId = await fixture.user();
    await fixture.device(userId);
    const completed = await fixture.task(userId, { reminder: REMINDER });
    const deleted = await fixture.task(userId, { reminder: REMINDER });
    const future = await fixture.task(userId, { reminder: "2030-03-10T09:30:00+01:00" });
    await fixture.handle.db.updateTable("notes").set({ completed: true }).where("id", "=", completed).execute();
    await fixture.handle.db
      .updateTable("notes")
      .set({ is_deleted: true, deleted_at: new Date().toISOString() })
      .where("id", "=", deleted)
      .execute();
    await fixture.scheduler(() => at(5)).tick();
    expect(fixture.push.received).toHaveLength(0);
    for (const id of [completed, deleted, future]) expect(await fixture.deliveries(id)).toEqual([]);
  });

  it("removes a subscription the push service calls gone (410) and still reaches the other device", async () => {
    const userId = await fixture.user();
    const gone = await fixture.device(userId);
    const kept = await fixture.device(userId);
    fixture.push.answer(gone.subscription.endpoint, 410);
    const noteId = await fixture.task(userId, { reminder: REMINDER });
    await fixture.scheduler(() => at(1)).tick();
    const [push] = await fixture.push.waitFor(1);
    expect(push?.endpoint).toBe(kept.subscription.endpoint);
    const endpoints = await remindersDb(fixture.handle.db)
      .selectFrom("push_subscriptions")
      .select("endpoint")
      .where("user_id", "=", userId)
      .execute();
    expect(endpoints.map((row) => row.endpoint)).toEqual([kept.subscription.endpoint]);
    expect((await fixture.deliveries(noteId)).map((row) => row.status)).toEqual(["sent"]);
  });

  it("e-mails the reminder, once and in the user's language, while the user has no device (issue 25)", async () => {
    const userId = await fixture.user("sk");
    const noteId = await fixture.task(userId, { reminder: REMINDER, date: "2030-03-10" });
    const scheduler = fixture.scheduler(() => at(1));
    await scheduler.tick();
    await scheduler.tick();
    expect((await fixture.deliveries(noteId)).map((row) => [row.status, row.channel])).toEqual([["sent", "email"]]);
    const mails = await outboxFor(userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Pripomienka: Zaplatiť nájom");
    expect(mails[0]?.text_body).toContain("pripomíname vám úlohu „Zaplatiť nájom“. Termín: 10.03.2030");
    expect(mails[0]?.text_body).toContain("zatiaľ nemáte upozornenia zapnuté v žiadnom zariadení");
    expect(mails[0]?.link).toBe(`${BASE_URL}/sk/home?tab=tasks&note=${noteId}`);
    expect(fixture.push.received).toHaveLength(0);
  });

  it("e-mails the reminder when no device takes the push, and pushes (no mail) when one does", async () => {
    const userId = await fixture.user("en");
    const failing = await fixture.device(userId);
    fixture.push.answer(failing.subscription.endpoint, 500);
    const noteId = await fixture.task(userId, { title: "Call the plumber", reminder: REMINDER });
    await fixture.scheduler(() => at(1)).tick();
    expect((await fixture.deliveries(noteId)).map((row) => [row.status, row.channel])).toEqual([["sent", "email"]]);
    const [mail] = await outboxFor(userId);
    expect(mail?.subject).toBe("Reminder: Call the plumber");
    expect(mail?.text_body).toContain("no device of yours has notifications turned on yet");

    const other = await fixture.user("en");
    await fixture.device(other);
    const pushed = await fixture.task(other, { reminder: REMINDER });
    await fixture.scheduler(() => at(2)).tick();
    await fixture.push.waitFor(1);
    expect((await fixture.deliveries(pushed)).map((row) => [row.status, row.channel])).toEqual([["sent", "push"]]);
    expect(await outboxFor(other)).toEqual([]);
  });

  it("e-mails with the 'you chose e-mail' line when e-mail was chosen, even with a device", async () => {
    const userId = await fixture.user("en");
    await fixture.device(userId);
    await remindersDb(fixture.handle.db)
      .insertInto("notification_settings")
      .values({ user_id: userId, channel: "email", updated_at: new Date().toISOString() })
      .execute();
    const noteId = await fixture.task(userId, { reminder: REMINDER });
    await fixture.scheduler(() => at(1)).tick();
    expect((await fixture.deliveries(noteId)).map((row) => row.channel)).toEqual(["email"]);
    const [mail] = await outboxFor(userId);
    expect(mail?.text_body).toContain("because you chose e-mail in Settings → Notifications");
    expect(fixture.push.received).toHaveLength(0);
  });
});

async function outboxFor(userId: string) {
  const user = await fixture.handle.db
    .selectFrom("user")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return fixture.handle.db
    .selectFrom("mail_outbox")
    .select(["subject", "text_body", "link"])
    .where("recipient", "=", user.email)
    .orderBy("id")
    .execute();
}
