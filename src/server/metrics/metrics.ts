import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client.ts";
import { withinTime } from "../db/database-timeouts.ts";
import type { Logger } from "../logger.ts";

/**
 * The server's Prometheus metrics (GET /metrics, metrics.routes.ts). One registry per running
 * server, never prom-client's global one: tests start several servers in one process, and each
 * counts its own requests. Node's default metrics keep their standard names (process_*, nodejs_*),
 * so ready-made Node.js dashboards work; Poriadok's own are prefixed `poriadok_`.
 */
export type Metrics = {
  registry: Registry;
  /** One finished request: the route pattern Hono matched (never the raw URL), method and status. */
  observeRequest: (labels: RequestLabels, seconds: number) => void;
  /** A reminder sent `seconds` after it fell due (features/reminders/reminder-scheduler.ts). */
  observeReminderLateness: (seconds: number, channel: "push" | "email") => void;
  /** Where the open live-sync streams are counted (their registry, started after the metrics). */
  countStreamsWith: (count: () => number) => void;
};

export type RequestLabels = { route: string; method: string; status: number };

/** Seconds until a response's headers: most answers take milliseconds, an import or export seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The scheduler ticks every 20 s; later than a few minutes means it was down or overloaded. */
const LATENESS_BUCKETS = [1, 5, 10, 20, 30, 60, 120, 300, 600, 1800, 3600];
/** A scrape must not wait long for the outbox count: the value is left as it was instead. */
const OUTBOX_COUNT_TIMEOUT_MS = 1_000;
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics({ database, logger }: { database: DatabaseHandle; logger: Logger }): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "poriadok_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "poriadok_http_request_duration_seconds",
    help: "Time until a response's headers, by route pattern and method",
    labelNames: ["route", "method"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const lateness = new Histogram({
    name: "poriadok_reminders_late_seconds",
    help: "How long after its time a reminder was sent, by channel (push or email)",
    labelNames: ["channel"] as const,
    buckets: LATENESS_BUCKETS,
    registers,
  });
  let streamCount: () => number = () => 0;
  new Gauge({
    name: "poriadok_sync_streams_open",
    help: "Live-sync streams open on this instance",
    registers,
    collect() {
      this.set(streamCount());
    },
  });
  // Before the outbox count: a scrape collects in this order, and must not see its own query waiting.
  const { poolWaiting } = database;
  if (poolWaiting) {
    new Gauge({
      name: "poriadok_db_pool_waiting",
      help: "Queries waiting for a free PostgreSQL connection in this instance's pool",
      registers,
      collect() {
        this.set(poolWaiting());
      },
    });
  }
  new Gauge({
    name: "poriadok_mail_outbox_pending",
    help: "Mails waiting in the outbox to be sent (all instances share the table)",
    registers,
    async collect() {
      try {
        this.set(await countOutbox(database));
      } catch (error) {
        logger.debug("metrics: the mail outbox could not be counted", { error });
      }
    },
  });
  return {
    registry,
    observeRequest({ route, method, status }, seconds) {
      const knownMethod = KNOWN_METHODS.has(method) ? method : "OTHER";
      requests.inc({ route, method: knownMethod, status: String(status) });
      durations.observe({ route, method: knownMethod }, seconds);
    },
    observeReminderLateness: (seconds, channel) => lateness.observe({ channel }, Math.max(0, seconds)),
    countStreamsWith(count) {
      streamCount = count;
    },
  };
}

async function countOutbox(database: DatabaseHandle): Promise<number> {
  const row = await withinTime(
    database.db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirst(),
    OUTBOX_COUNT_TIMEOUT_MS,
    "counting the mail outbox",
  );
  return Number(row?.count ?? 0);
}
