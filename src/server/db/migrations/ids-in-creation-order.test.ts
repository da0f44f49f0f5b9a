import { describe, expect, it } from "vitest";
import { idsInCreationOrder } from "./ids-in-creation-order.ts";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const timeOf = (id: string) => Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16);

describe("idsInCreationOrder", () => {
  it("gives each row a UUIDv7 whose time is its created_at", () => {
    const times = ["2025-03-01T08:00:00.000Z", "2026-11-23T10:15:30.123Z"];
    const ids = idsInCreationOrder([times[0] as string, new Date(times[1] as string)]);
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(ids.map(timeOf)).toEqual(times.map((time) => Date.parse(time)));
  });

  it("keeps the given order for rows of the same millisecond, so the ids sort as the rows did", () => {
    const same = Array.from({ length: 1000 }, () => "2026-01-01T00:00:00.000Z");
    const ids = idsInCreationOrder(same);
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
    expect(timeOf(ids[999] as string)).toBe(Date.parse("2026-01-01T00:00:00.000Z"));
  });

  it("stays in the given order when a time goes back or cannot be read", () => {
    const ids = idsInCreationOrder(["2026-01-02T00:00:00.000Z", "2026-01-01T00:00:00.000Z", "not a time"]);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });
});
