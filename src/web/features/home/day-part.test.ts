import { describe, expect, it } from "vitest";
import { dayPartOf } from "./day-part";

describe("dayPartOf", () => {
  it.each([
    [0, "night"],
    [1, "night"],
    [4, "night"],
    [5, "morning"],
    [11, "morning"],
    [12, "afternoon"],
    [17, "afternoon"],
    [18, "evening"],
    [21, "evening"],
    [22, "night"],
    [23, "night"],
  ] as const)("%i h is %s", (hour, part) => {
    expect(dayPartOf(hour)).toBe(part);
  });
});
