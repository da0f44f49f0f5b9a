import { describe, expect } from "vitest";
import { newUser, signedInClient } from "../test-support/accounts.ts";
import { serverTest } from "../test-support/server-fixture.ts";
import { createTestClient, type TestClient } from "../test-support/test-client.ts";

/**
 * Issue 24, point 7: `POST /api/auth/is-username-available` told anyone without a session whether a
 * username exists — and usernames sign in (`/sign-in/username`). Now it needs a session and allows
 * AUTH_RATE_LIMIT_MAX checks per address and minute; sign-up, the other door without a session,
 * refuses a username for everyone alike instead of saying that it is taken.
 */
const LIMIT = 5;
// Each check comes from an address of its test (TRUST_PROXY=1), so the tests' counts stay apart.
const test = serverTest({ env: { AUTH_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: "1" } });

let address = 0;
/** A client whose requests come from an address of its own (as a proxy in front would say). */
function fromNewAddress(client: TestClient) {
  address += 1;
  const forwardedFor = `198.51.100.${address}`;
  return (username: string) =>
    client.request("/api/auth/is-username-available", {
      method: "POST",
      headers: { "x-forwarded-for": forwardedFor },
      json: { username },
    });
}

/** A signed-in person who took `username` (Settings → Account saves it through update-user). */
async function personWithUsername(url: string, mail: Parameters<typeof signedInClient>[1], username: string) {
  const client = await signedInClient(url, mail);
  const saved = await client.post("/api/auth/update-user", { username, displayUsername: username });
  expect(saved.status).toBe(200);
  return client;
}

/** What the web's sign-up sends, for a new address each time. */
function signUpBody() {
  const user = newUser();
  const name = `${user.firstName} ${user.lastName}`;
  return { email: user.email, password: user.password, name, firstName: user.firstName, lastName: user.lastName };
}

describe("username enumeration", () => {
  test("without a session, the check answers 401 and tells nothing, for a taken and a free name alike", async ({
    harness,
  }) => {
    await personWithUsername(harness.server.url, harness.mail, "taken.name");
    const check = fromNewAddress(createTestClient(harness.server.url));
    for (const username of ["taken.name", "free.name"]) {
      const answer = await check(username);
      expect(answer.status).toBe(401);
      expect(JSON.stringify(await answer.json())).not.toMatch(/available/);
    }
  });

  test(`with a session, ${LIMIT} checks a minute from one address answer, the next is 429`, async ({ harness }) => {
    const client = await personWithUsername(harness.server.url, harness.mail, "jana.checks");
    const check = fromNewAddress(client);
    const answers = [];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) answers.push(await check(`candidate${attempt}`));
    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));
    expect(await answers[0]?.json()).toEqual({ available: true });
    const over = await check("one.more");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("x-retry-after"))).toBeGreaterThan(0);
  });

  test("sign-up refuses a username the same way whether it is taken or free", async ({ harness }) => {
    await personWithUsername(harness.server.url, harness.mail, "already.here");
    const answers = [];
    for (const username of ["already.here", "nobody.yet"]) {
      const client = createTestClient(harness.server.url);
      address += 1;
      const response = await client.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "x-forwarded-for": `203.0.113.${address}` },
        json: { ...signUpBody(), username },
      });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]?.status).toBe(400);
    expect(answers[1]).toEqual(answers[0]);
  });
});
