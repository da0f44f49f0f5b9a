import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { NewIdSchema } from "../../../../shared/schemas/id.ts";
import { derivedId } from "./derived-id.ts";

const v7 = fc.constant(null).map(() => uuidv7());

describe("derivedId", () => {
  it("is a UUIDv7 with the original's time, the same for the same user, another for another user", () => {
    fc.assert(
      fc.property(v7, fc.uuid(), fc.uuid(), (original, user, other) => {
        const id = derivedId(user, original);
        expect(NewIdSchema.safeParse(id).success).toBe(true);
        expect(id).not.toBe(original);
        expect(id.slice(0, 13)).toBe(original.slice(0, 13));
        expect(derivedId(user, original)).toBe(id);
        if (user !== other) expect(derivedId(other, original)).not.toBe(id);
      }),
    );
  });

  it("keeps the order of ids made in one millisecond", () => {
    const originals = Array.from({ length: 200 }, () => uuidv7());
    const derived = originals.map((id) => derivedId("user", id));
    expect([...derived].sort()).toEqual(derived);
  });
});
