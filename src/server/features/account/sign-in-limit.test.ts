import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, signedInClient, signIn } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import { ACCOUNT_FAILURE_MAX } from "./sign-in-failures.ts";

let harness: AccountsServer;
/** Each test makes a dozen or more sign-ins (a password hash each); PostgreSQL on a busy machine is slow. */
const SLOW = 90_000;
beforeAll(async () => {
  // Each attempt comes from its own address (TRUST_PROXY=1), so the per-address limit never applies.
  harness = await startAccountsServer({ TRUST_PROXY: "1", AUTH_RATE_LIMIT_MAX: "10" });
});
afterAll(() => harness.close());

let address = 0;
function fromNewAddress(route: string, json: unknown) {
  address += 1;
  return createTestClient(harness.server.url).request(route, {
    method: "POST",
    headers: { "x-forwarded-for": `198.51.100.${address % 250}, 203.0.${Math.floor(address / 250)}.${address % 250}` },
    json,
  });
}

describe("failed sign-ins per account", () => {
  it(
    `refuses every attempt on an account after ${ACCOUNT_FAILURE_MAX} failures from different addresses, right password too`,
    async () => {
      const user = newUser();
      await signedInClient(harness.server.url, harness.mail, user);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < ACCOUNT_FAILURE_MAX + 3; attempt += 1) {
        const response = await fromNewAddress("/api/auth/sign-in/email", {
          email: user.email,
          password: `guess ${attempt}`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(ACCOUNT_FAILURE_MAX).fill(401), 429, 429, 429]);

      const rightPassword = await fromNewAddress("/api/auth/sign-in/email", {
        email: user.email,
        password: user.password,
      });
      expect(rightPassword.status).toBe(429);
      expect(rightPassword.headers.get("set-cookie")).toBeNull();
      // Upper-case spelling of the same address is the same account.
      const shouted = await fromNewAddress("/api/auth/sign-in/email", {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expect(shouted.status).toBe(429);
    },
    SLOW,
  );

  it(
    "limits an unknown address exactly like a known one (the 429 tells nothing about existence)",
    async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < ACCOUNT_FAILURE_MAX + 1; attempt += 1) {
        const response = await fromNewAddress("/api/auth/sign-in/email", {
          email: "nobody.limited@example.org",
          password: `guess ${attempt}`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(ACCOUNT_FAILURE_MAX).fill(401), 429]);
    },
    SLOW,
  );

  it(
    "does not count successful sign-ins, and one account's failures do not limit another",
    async () => {
      const user = newUser();
      const other = newUser();
      await signedInClient(harness.server.url, harness.mail, user);
      await signedInClient(harness.server.url, harness.mail, other);
      for (let attempt = 0; attempt < ACCOUNT_FAILURE_MAX - 1; attempt += 1) {
        expect((await fromNewAddress("/api/auth/sign-in/email", { email: user.email, password: "wrong" })).status).toBe(
          401,
        );
      }
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await signIn(createTestClient(harness.server.url), user)).status).toBe(200);
      }
      expect((await fromNewAddress("/api/auth/sign-in/email", { email: user.email, password: "wrong" })).status).toBe(
        401,
      );
      expect((await fromNewAddress("/api/auth/sign-in/email", { email: user.email, password: "wrong" })).status).toBe(
        429,
      );
      expect((await signIn(createTestClient(harness.server.url), other)).status).toBe(200);
    },
    SLOW,
  );

  it("answers odd identifiers with 400, never 500 (no lookup of a NUL or a huge string)", async () => {
    for (const email of ["nul\u0000@example.org", `${"x".repeat(400)}@example.org`]) {
      const response = await fromNewAddress("/api/auth/sign-in/email", { email, password: "whatever it is" });
      expect([400, 401]).toContain(response.status);
    }
    const username = await fromNewAddress("/api/auth/sign-in/username", { username: "a\u0000b", password: "x" });
    expect(username.status).toBeLessThan(500);
  });

  it(
    "holds under a parallel burst: at most the limit of attempts reach the password check",
    async () => {
      const user = newUser();
      await signedInClient(harness.server.url, harness.mail, user);
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, attempt) =>
          fromNewAddress("/api/auth/sign-in/email", { email: user.email, password: `burst ${attempt}` }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FAILURE_MAX);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ACCOUNT_FAILURE_MAX);
    },
    SLOW,
  );
});
