import { describe, expect, it } from "vitest";
import { newRequestId } from "./request-id";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newRequestId", () => {
  it("gives a fresh v4 UUID each time", () => {
    const ids = new Set(Array.from({ length: 100 }, newRequestId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it("builds one from getRandomValues where randomUUID is missing (plain HTTP on a LAN)", () => {
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(newRequestId()).toMatch(UUID_V4);
      expect(newRequestId()).not.toBe(newRequestId());
    } finally {
      // Removes the own property set above, so the prototype's randomUUID shows again.
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
