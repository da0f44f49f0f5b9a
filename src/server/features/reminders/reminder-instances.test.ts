import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ReminderFixture, reminderFixture } from "../../test-support/reminder-fixture.ts";
import { postgresUrl } from "../../test-support/test-database.ts";

/**
 * Several server instances on one PostgreSQL: each runs a scheduler on its own connection pool, and
 * their ticks run at the same moment. Every due reminder must reach the device exactly once. (SQLite
 * runs one server, so one scheduler; this is PostgreSQL's test.)
 */
let fixture: ReminderFixture;
beforeEach(async () => {
  fixture = await reminderFixture();
});
afterEach(async () => {
  await fixture.close();
});

describe.runIf(postgresUrl)("two instances on PostgreSQL", () => {
  it("deliver each due reminder exactly once, round after round", async () => {
    const userId = await fixture.user("en");
    await fixture.device(userId);
    const other = await fixture.openAnother();
    const start = Date.parse("2030-03-10T08:00:00Z");
    let now = start;
    const clock = () => new Date(now);
    const schedulers = [
      fixture.scheduler(clock),
      fixture.scheduler(clock),
      fixture.scheduler(clock, other),
      fixture.scheduler(clock, other),
    ];
    const rounds = 25;
    const tasks: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Two reminders per round: one just due, one due a moment earlier (claimed in the same pass).
      tasks.push(await fixture.task(userId, { title: `Round ${round} a`, reminder: new Date(now).toISOString() }));
      tasks.push(
        await fixture.task(userId, { title: `Round ${round} b`, reminder: new Date(now - 1_000).toISOString() }),
      );
      await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      now += 20_000;
    }
    const received = await fixture.push.waitFor(rounds * 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fixture.push.received).toHaveLength(rounds * 2);
    const tags = fixture.push.received.map((push) => push.payload.tag);
    expect(new Set(tags).size).toBe(rounds * 2);
    expect(received.every((push) => typeof push.payload.title === "string")).toBe(true);
    for (const id of tasks) expect((await fixture.deliveries(id)).map((row) => row.status)).toEqual(["sent"]);
  });
});
