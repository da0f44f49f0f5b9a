import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.ts";

describe("redacting a URL for the log", () => {
  it.each([
    ["/api/auth/reset-password/Ab3dE9xYz", "/api/auth/reset-password/[redacted]"],
    [
      "/api/auth/reset-password/Ab3dE9xYz?callbackURL=%2Fauth",
      "/api/auth/reset-password/[redacted]?callbackURL=%2Fauth",
    ],
    ["/api/auth/verify-email?token=eyJhbGciOi", "/api/auth/verify-email?token=%5Bredacted%5D"],
    [
      "/api/auth/verify-email?callbackURL=%2Fauth%3Ftoken%3Dsecret1",
      "/api/auth/verify-email?callbackURL=%2Fauth%3Ftoken%3D%255Bredacted%255D",
    ],
    [
      "https://poriadok.example/api/auth/reset-password/tok?x=1",
      "https://poriadok.example/api/auth/reset-password/[redacted]?x=1",
    ],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("leaves URLs without secrets alone", () => {
    expect(redactUrl("/api/notes/12/items")).toBe("/api/notes/12/items");
    expect(redactUrl("/api/notes?category=task")).toBe("/api/notes?category=task");
  });
});
