import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, PageCursorSchema, type PageKey } from "./note-page.ts";

const part = fc.oneof(fc.constant(null), fc.string({ maxLength: 100 }), fc.nat());
const pageKey = fc
  .tuple(fc.integer({ min: 0, max: 2 }), fc.array(part, { maxLength: 3 }))
  .map(([segment, key]): PageKey => [segment, ...key]);

describe("page cursors", () => {
  it("decode to the key they were made from, and are URL-safe without escaping", () => {
    fc.assert(
      fc.property(pageKey, (key) => {
        const cursor = encodeCursor(key);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeCursor(cursor)).toEqual(key);
      }),
    );
  });

  it("refuse any other text with validation.cursor (never an exception)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeCursor(text);
        const parsed = PageCursorSchema.safeParse(text);
        expect(parsed.success).toBe(decoded !== null);
        if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe("validation.cursor");
      }),
    );
    for (const text of ["", "!!!", btoa("[8]"), btoa("[0, 1.5]"), btoa("[-1]"), btoa('{"a":1}'), btoa("[0,{}]")]) {
      expect(decodeCursor(text.replaceAll("=", "")), text).toBeNull();
    }
  });
});
