import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { enqueueMail } from "../mail/mail-outbox.ts";
import { openTestHandle } from "../test-support/migrated-test-handle.ts";
import { createTestStorage, type TestStorage } from "../test-support/test-server.ts";
import { createMetrics } from "./metrics.ts";

let storage: TestStorage;
let test: ReturnType<typeof openTestHandle>;

beforeAll(async () => {
  storage = await createTestStorage();
  test = openTestHandle(storage);
  await test.migrate();
});
afterAll(async () => {
  await test.handle.close();
  await storage.dispose();
});

const silent = createLogger("silent");
const mail = (to: string) => ({ to, subject: "Hello", text: "Hello", html: "<p>Hello</p>", link: "http://x/" });

function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("the metrics registry", () => {
  it("counts the mail outbox at scrape time", async () => {
    const metrics = createMetrics({ database: test.handle, logger: silent });
    expect(sample(await metrics.registry.metrics(), "poriadok_mail_outbox_pending")).toBe(0);
    await enqueueMail(test.handle.db, mail("jana@example.org"));
    await enqueueMail(test.handle.db, mail("peter@example.org"));
    expect(sample(await metrics.registry.metrics(), "poriadok_mail_outbox_pending")).toBe(2);
  });

  it("keeps each server's numbers apart: several registries live in one process", async () => {
    const first = createMetrics({ database: test.handle, logger: silent });
    const second = createMetrics({ database: test.handle, logger: silent });
    first.observeRequest({ route: "/api/health", method: "GET", status: 200 }, 0.002);
    first.countStreamsWith(() => 3);
    const labels = '{route="/api/health",method="GET",status="200"}';
    expect(sample(await first.registry.metrics(), "poriadok_http_requests_total", labels)).toBe(1);
    expect(sample(await second.registry.metrics(), "poriadok_http_requests_total", labels)).toBeUndefined();
    expect(sample(await first.registry.metrics(), "poriadok_sync_streams_open")).toBe(3);
    expect(sample(await second.registry.metrics(), "poriadok_sync_streams_open")).toBe(0);
  });

  it("records how late reminders were sent, by channel", async () => {
    const metrics = createMetrics({ database: test.handle, logger: silent });
    metrics.observeReminderLateness(12, "push");
    metrics.observeReminderLateness(45, "email");
    const text = await metrics.registry.metrics();
    expect(sample(text, "poriadok_reminders_late_seconds_count", '{channel="push"}')).toBe(1);
    expect(sample(text, "poriadok_reminders_late_seconds_bucket", '{le="20",channel="push"}')).toBe(1);
    expect(sample(text, "poriadok_reminders_late_seconds_bucket", '{le="30",channel="email"}')).toBe(0);
    expect(sample(text, "poriadok_reminders_late_seconds_sum", '{channel="email"}')).toBe(45);
  });

  it("shows the PostgreSQL pool's queue, and nothing of the kind on SQLite", async () => {
    const text = await createMetrics({ database: test.handle, logger: silent }).registry.metrics();
    if (test.handle.engine === "postgres") expect(sample(text, "poriadok_db_pool_waiting")).toBe(0);
    else expect(text).not.toContain("poriadok_db_pool_waiting");
  });

  it("groups unknown methods, so a client cannot add labels at will", async () => {
    const metrics = createMetrics({ database: test.handle, logger: silent });
    metrics.observeRequest({ route: "/api/*", method: "BREW", status: 404 }, 0.001);
    const text = await metrics.registry.metrics();
    expect(sample(text, "poriadok_http_requests_total", '{route="/api/*",method="OTHER",status="404"}')).toBe(1);
    expect(text).not.toContain("BREW");
  });
});
