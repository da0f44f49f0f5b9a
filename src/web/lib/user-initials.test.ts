import { describe, expect, it } from "vitest";
import { userDisplayName, userInitials } from "./user-initials";

describe("userInitials", () => {
  it("takes the first letters of first and last name", () => {
    expect(userInitials({ firstName: "jana", lastName: "Nováková", email: "j@example.com" })).toBe("JN");
    expect(userInitials({ firstName: "Ľubo", lastName: "", email: "l@example.com" })).toBe("Ľ");
  });

  it("falls back to the display name, then the e-mail address", () => {
    expect(userInitials({ firstName: "", lastName: "", name: "Peter Pan Novak", email: "p@example.com" })).toBe("PN");
    expect(userInitials({ firstName: "", lastName: "", name: " ", email: "zuzana@example.com" })).toBe("Z");
  });
});

describe("userDisplayName", () => {
  it("prefers the full name, then the display name, then the address", () => {
    expect(userDisplayName({ firstName: "Jana", lastName: "Nováková", email: "j@example.com" })).toBe("Jana Nováková");
    expect(userDisplayName({ firstName: "", lastName: "", name: "Jana", email: "j@example.com" })).toBe("Jana");
    expect(userDisplayName({ firstName: "", lastName: "", name: "", email: "j@example.com" })).toBe("j@example.com");
  });
});
