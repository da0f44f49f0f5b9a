import { describe, expect } from "vitest";
import { signedInClient } from "../test-support/accounts.ts";
import { serverTest } from "../test-support/server-fixture.ts";
import { openEventStream } from "../test-support/sse-client.ts";

const TOKEN = "metrics-token-for-the-tests-0123456789";
const test = serverTest({ env: { METRICS_TOKEN: TOKEN } });
const withoutToken = serverTest();

/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("GET /metrics", () => {
  withoutToken("does not exist while METRICS_TOKEN is unset", async ({ harness: { server } }) => {
    const response = await server.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
  });

  test("answers 401 without the token or with a wrong one", async ({ harness: { server } }) => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong-token" },
      { Authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      const response = await server.request("/metrics", { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("poriadok_");
    }
  });

  test("counts requests by route pattern, never by raw URL", async ({ harness: { server } }) => {
    const noteId = "0190f1e2-7a6b-7c3d-8e9f-0a1b2c3d4e5f";
    expect((await server.request(`/api/notes/${noteId}`)).status).toBe(401);
    expect((await server.request("/api/health")).status).toBe(200);
    expect((await server.request("/api/no-such-thing/42")).status).toBe(404);
    const response = await server.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, "poriadok_http_requests_total", '{route="/api/notes/:id",method="GET",status="401"}')).toBe(1);
    expect(sample(text, "poriadok_http_requests_total", '{route="/api/health",method="GET",status="200"}')).toBe(1);
    expect(sample(text, "poriadok_http_requests_total", '{route="/api/*",method="GET",status="404"}')).toBe(1);
    expect(text).not.toContain(noteId);
    expect(text).not.toContain("no-such-thing");
    expect(text).toContain(
      'poriadok_http_request_duration_seconds_bucket{le="0.005",route="/api/health",method="GET"}',
    );
    // Node's default metrics, under their usual names.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(sample(text, "poriadok_mail_outbox_pending")).toEqual(expect.any(Number));
  });

  test("shows the open live-sync streams, and the pool's queue on PostgreSQL only", async ({
    harness: { server, mail },
  }) => {
    const scrape = async () =>
      (await server.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    const client = await signedInClient(server.url, mail);
    const stream = await openEventStream(client, "/api/sync/stream");
    try {
      expect(stream.response.status).toBe(200);
      const text = await scrape();
      expect(sample(text, "poriadok_sync_streams_open")).toBe(1);
      if (server.config.databaseUrl) expect(sample(text, "poriadok_db_pool_waiting")).toBe(0);
      else expect(text).not.toContain("poriadok_db_pool_waiting");
    } finally {
      stream.close();
    }
    const deadline = Date.now() + 2_000;
    while (sample(await scrape(), "poriadok_sync_streams_open") !== 0) {
      if (Date.now() > deadline) throw new Error("the stream was never counted as closed");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
