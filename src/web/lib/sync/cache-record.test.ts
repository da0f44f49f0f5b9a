import { describe, expect, it } from "vitest";
import {
  CACHE_FORMAT_VERSION,
  CACHE_MAX_AGE_MS,
  type CacheRecord,
  cacheDatabaseName,
  type DehydratedQuery,
  isUsableRecord,
  nextRecord,
} from "./cache-record";

const NOW = Date.parse("2026-11-23T12:00:00Z");

function query(key: unknown[], data: unknown, dataUpdatedAt = NOW): DehydratedQuery {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    dehydratedAt: NOW,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: "success",
      fetchStatus: "idle",
    },
  };
}

function record(overrides: Partial<CacheRecord> = {}): CacheRecord {
  return { version: CACHE_FORMAT_VERSION, userId: "u1", savedAt: NOW, cursor: 4, queries: [], ...overrides };
}

describe("isUsableRecord", () => {
  it("accepts the user's own record of this format within the maximum age", () => {
    expect(isUsableRecord(record({ savedAt: NOW - CACHE_MAX_AGE_MS }), "u1", NOW)).toBe(true);
  });

  it("refuses another user's record", () => {
    expect(isUsableRecord(record({ userId: "u2" }), "u1", NOW)).toBe(false);
  });

  it("refuses a record older than the maximum age", () => {
    expect(isUsableRecord(record({ savedAt: NOW - CACHE_MAX_AGE_MS - 1 }), "u1", NOW)).toBe(false);
  });

  it("refuses a record of another format version", () => {
    expect(isUsableRecord(record({ version: CACHE_FORMAT_VERSION + 1 }), "u1", NOW)).toBe(false);
    expect(isUsableRecord(record({ version: CACHE_FORMAT_VERSION - 1 }), "u1", NOW)).toBe(false);
  });

  it("refuses what is no record at all", () => {
    expect(isUsableRecord(undefined, "u1", NOW)).toBe(false);
    expect(isUsableRecord({ version: CACHE_FORMAT_VERSION, userId: "u1" }, "u1", NOW)).toBe(false);
  });
});

describe("cacheDatabaseName", () => {
  it("gives every user a database of their own under the app's prefix", () => {
    expect(cacheDatabaseName("u1")).toBe("poriadok-cache-u1");
    expect(cacheDatabaseName("u2")).not.toBe(cacheDatabaseName("u1"));
  });
});

describe("nextRecord", () => {
  it("keeps a stored query memory has let go, and replaces one memory holds", () => {
    const storedWeek = query(["planner", "2026-11-15"], { days: [1] }, NOW - 60_000);
    const storedTags = query(["tags"], ["old"], NOW - 60_000);
    const freshTags = query(["tags"], ["new"]);
    const next = nextRecord([freshTags], [storedWeek, storedTags], { userId: "u1", cursor: 9, now: NOW });
    expect(next.queries).toEqual([freshTags, storedWeek]);
    expect(next).toMatchObject({ version: CACHE_FORMAT_VERSION, userId: "u1", cursor: 9, savedAt: NOW });
  });

  it("drops a stored query older than the maximum age", () => {
    const oldWeek = query(["planner", "2026-10-04"], { days: [] }, NOW - CACHE_MAX_AGE_MS - 1);
    expect(nextRecord([], [oldWeek], { userId: "u1", cursor: 1, now: NOW }).queries).toEqual([]);
  });

  it("stores the session without its token", () => {
    const session = query(["account", "session"], { user: { id: "u1" }, session: { token: "secret", userId: "u1" } });
    const [stored] = nextRecord([session], [], { userId: "u1", cursor: null, now: NOW }).queries;
    expect(stored?.state.data).toEqual({ user: { id: "u1" }, session: { userId: "u1" } });
  });
});
