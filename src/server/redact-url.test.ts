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

  const secret = "q7Xb3kLm9PzR2vWn8TcY4hJd6FsA1eGu0iKoNpQrStU";
  it.each([
    [`/api/calendar/${secret}.ics`, "/api/calendar/[redacted]"],
    ["/api/calendar/short.ics", "/api/calendar/[redacted]"],
    [`/api/calendar/${secret}.ics%00`, "/api/calendar/[redacted]"],
    [`/api/shared-lists/invitations/${secret}`, "/api/shared-lists/invitations/[redacted]"],
    ["/api/shared-lists/invitations/abc/accept", "/api/shared-lists/invitations/[redacted]/accept"],
    ["/API/Shared-Lists/Invitations/abc", "/API/Shared-Lists/Invitations/[redacted]"],
    ["/api//calendar/x.ics", "/api//calendar/[redacted]"],
    ["/invitations/abc", "/invitations/[redacted]"],
    ["/sk/invitations/abc?x=1", "/sk/invitations/[redacted]?x=1"],
    // A token-like segment on a route nobody declared, and one in a query parameter of any name.
    [`/api/some-new-route/${secret}`, "/api/some-new-route/[redacted]"],
    [`/auth?reset=${secret}`, "/auth?reset=%5Bredacted%5D"],
    ["/api/auth/verify-email?code=123456&key=k", "/api/auth/verify-email?code=%5Bredacted%5D&key=%5Bredacted%5D"],
  ])("redacts every path of secret-paths.ts: %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("leaves URLs without secrets alone", () => {
    expect(redactUrl("/api/notes/12/items")).toBe("/api/notes/12/items");
    expect(redactUrl("/api/notes?category=task")).toBe("/api/notes?category=task");
    expect(redactUrl("/api/notes/0193a1b2-0000-7000-8000-000000000001")).toBe(
      "/api/notes/0193a1b2-0000-7000-8000-000000000001",
    );
    expect(redactUrl("/api/shared-lists/0193a1b2-0000-7000-8000-000000000001/invitations")).toBe(
      "/api/shared-lists/0193a1b2-0000-7000-8000-000000000001/invitations",
    );
    expect(redactUrl("/api/calendar/feed")).toBe("/api/calendar/feed");
  });
});
