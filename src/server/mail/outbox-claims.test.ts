import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { createTestStorage, startTestServer, type TestStorage } from "../test-support/test-server.ts";
import { CLAIM_LEASE_MS, claimDueMails, enqueueMail, markFailed, type OutboxRow } from "./mail-outbox.ts";

/**
 * Claims on one database from several connections (several instances on one PostgreSQL, or one
 * SQLite): every mail goes to exactly one claimant, a claimed mail is nobody else's until its lease
 * ends, and a failed one comes back after its delay.
 */
let storage: TestStorage;
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  await storage.dispose();
});

async function migratedHandles(count: number): Promise<DatabaseHandle[]> {
  storage = await createTestStorage();
  const server = await startTestServer(storage);
  await server.stop();
  for (let index = 0; index < count; index += 1) handles.push(openDatabase(server.config));
  return handles;
}

const mail = (index: number) => ({
  to: `reader${index}@example.org`,
  subject: `Mail ${index}`,
  text: "text",
  html: "<p>html</p>",
  link: "http://127.0.0.1/x",
});

describe("outbox claims", () => {
  it("gives each due mail to exactly one of several claimants at once", async () => {
    const [first, second, third] = await migratedHandles(3);
    if (!first || !second || !third) throw new Error("no handles");
    for (let index = 0; index < 40; index += 1) await enqueueMail(first.db, mail(index));
    const rounds = await Promise.all(
      [first, second, third, first, second, third].map((handle) =>
        claimDueMails(handle.db, handle.engine, { limit: 8 }),
      ),
    );
    const claimed = rounds.flat().map((row) => row.message.subject);
    expect(new Set(claimed).size).toBe(claimed.length);
    const rest = await claimDueMails(first.db, first.engine, { limit: 100 });
    expect(claimed.length + rest.length).toBe(40);
    expect(await claimDueMails(second.db, second.engine)).toEqual([]);
  });

  it("hands a claimed mail out again only after its lease, and a failed one after its delay", async () => {
    const [handle] = await migratedHandles(1);
    if (!handle) throw new Error("no handle");
    const start = new Date();
    await enqueueMail(handle.db, mail(1), start);
    const [row] = await claimDueMails(handle.db, handle.engine, { now: start });
    expect(row?.attempts).toBe(1);
    expect(await claimDueMails(handle.db, handle.engine, { now: new Date(start.getTime() + 60_000) })).toEqual([]);
    const afterLease = await claimDueMails(handle.db, handle.engine, {
      now: new Date(start.getTime() + CLAIM_LEASE_MS + 1),
    });
    expect(afterLease.map((again) => again.attempts)).toEqual([2]);

    await markFailed(handle.db, afterLease[0] as OutboxRow, new Error("421 try later"), start);
    expect(await claimDueMails(handle.db, handle.engine, { now: new Date(start.getTime() + 9_000) })).toEqual([]);
    const retried = await claimDueMails(handle.db, handle.engine, { now: new Date(start.getTime() + 10_001) });
    expect(retried.map((again) => again.message.subject)).toEqual(["Mail 1"]);
  });
});
