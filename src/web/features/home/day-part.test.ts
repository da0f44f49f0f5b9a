import { describe, expect, it } from "vitest";
import { dayPartOf } from "./day-part";

describe("dayPartOf", () => {
  it.each([
    [0, "evening"],
    [4, "evening"],
    [5, "morning"],
    [11, "morning"],
    [12, "afternoon"],
    [17, "afternoon"],
    [18, "evening"],
    [23, "evening"],
  ] as const)("%i h is %s", (hour, part) => {
    expect(dayPartOf(hour)).toBe(part);
  });
});
