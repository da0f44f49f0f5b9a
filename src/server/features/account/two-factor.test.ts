import { describe, expect } from "vitest";
import { BACKUP_CODE_COUNT, TRUSTED_DEVICE_DAYS } from "../../../shared/schemas/two-factor.ts";
import { getSession, newUser, signedInClient, signIn, type TestUser } from "../../test-support/accounts.ts";
import { serverTest } from "../../test-support/server-fixture.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";
import {
  type Authenticator,
  authenticatorFor,
  awayFromStepEdge,
  stepAt,
  turnOnTwoFactor,
} from "../../test-support/totp-codes.ts";

/**
 * Two-factor sign-in with an authenticator app through the real API (Better Auth's twoFactor plugin
 * at /api/auth/two-factor/*), on SQLite and PostgreSQL. The codes are computed here from the
 * otpauth:// URI the server answers (test-support/totp-codes.ts). Better Auth accepts the codes of
 * the step before and after the current one, so one step's worth of codes is three; each test uses
 * its own and waits first when fewer than 20 s of the step are left.
 */
const test = serverTest();
/** Several sign-ups and scrypt-checked sign-ins, and the wait for a fresh step: slow on a busy machine. */
const SLOW = 120_000;

type Verified = { status: number; body: { code?: string; token?: string } };

async function verifyTotp(client: TestClient, code: string, trustDevice?: boolean): Promise<Verified> {
  const response = await client.post("/api/auth/two-factor/verify-totp", { code, trustDevice });
  return { status: response.status, body: (await response.json()) as Verified["body"] };
}

/** The password step of a sign-in that will ask for the second factor: no session yet. */
async function passwordStep(baseUrl: string, user: TestUser): Promise<TestClient> {
  const client = createTestClient(baseUrl);
  const response = await signIn(client, user);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  expect([...client.cookies.keys()]).toEqual(["poriadok.two_factor"]);
  expect(await getSession(client)).toBeNull();
  return client;
}

describe("turning two-factor sign-in on", () => {
  test(
    "needs the password, shows the secret, and takes effect only once a code confirms it",
    async ({ harness }) => {
      const user = newUser();
      const client = await signedInClient(harness.server.url, harness.mail, user);
      for (const password of [undefined, "", "not the password"]) {
        const refused = await client.post("/api/auth/two-factor/enable", { password });
        expect(refused.status).toBe(400);
      }
      const enabled = await client.post("/api/auth/two-factor/enable", { password: user.password });
      expect(enabled.status).toBe(200);
      const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
      expect(totpURI).toMatch(/^otpauth:\/\/totp\/Poriadok:.+\?secret=[A-Z2-7]+&issuer=Poriadok/);
      expect(decodeURIComponent(totpURI)).toContain(user.email);
      expect(backupCodes).toHaveLength(BACKUP_CODE_COUNT);
      for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
      expect(new Set(backupCodes).size).toBe(BACKUP_CODE_COUNT);

      // Not yet on: a mistyped secret must not lock the person out.
      expect((await getSession(client))?.user).toMatchObject({ twoFactorEnabled: false });
      const other = createTestClient(harness.server.url);
      expect(await (await signIn(other, user)).json()).toMatchObject({ token: expect.any(String) });

      await awayFromStepEdge();
      const authenticator = authenticatorFor(totpURI);
      const wrong = await verifyTotp(client, wrongCode(authenticator, stepAt()));
      expect(wrong).toMatchObject({ status: 401, body: { code: "INVALID_CODE" } });
      expect(await verifyTotp(client, authenticator.codeAt(stepAt()))).toMatchObject({ status: 200 });
      expect((await getSession(client))?.user).toMatchObject({ twoFactorEnabled: true });

      const again = await client.post("/api/auth/two-factor/enable", { password: user.password });
      expect(await again.json()).toMatchObject({ code: "TOTP_ALREADY_ENABLED" });
    },
    SLOW,
  );
});

describe("signing in with two-factor on", () => {
  test(
    "gives no session for the password alone, then one for a right code",
    async ({ harness }) => {
      const user = newUser();
      const setUp = await signedInClient(harness.server.url, harness.mail, user);
      await awayFromStepEdge();
      const step = stepAt();
      const { authenticator } = await turnOnTwoFactor(setUp, user.password, step - 1);

      const client = await passwordStep(harness.server.url, user);
      expect((await client.get("/api/notes")).status).toBe(401);
      // Refused: a wrong code, the code that confirmed the set-up (used), and one from two steps ago (expired).
      expect(await verifyTotp(client, wrongCode(authenticator, step))).toMatchObject({
        status: 401,
        body: { code: "INVALID_CODE" },
      });
      expect(await verifyTotp(client, authenticator.codeAt(step - 1))).toMatchObject({
        status: 401,
        body: { code: "CODE_ALREADY_USED" },
      });
      expect(await verifyTotp(client, authenticator.codeAt(step - 2))).toMatchObject({
        status: 401,
        body: { code: "INVALID_CODE" },
      });
      expect(await getSession(client)).toBeNull();

      const signedIn = await verifyTotp(client, authenticator.codeAt(step));
      expect(signedIn).toMatchObject({ status: 200, body: { token: expect.any(String) } });
      expect((await getSession(client))?.user.email).toBe(user.email);
      expect((await client.get("/api/notes")).status).toBe(200);

      // The same code a second time, in another sign-in, is refused too.
      const replay = await passwordStep(harness.server.url, user);
      expect(await verifyTotp(replay, authenticator.codeAt(step))).toMatchObject({
        status: 401,
        body: { code: "CODE_ALREADY_USED" },
      });
      expect(await getSession(replay)).toBeNull();
    },
    SLOW,
  );

  test(
    "lets only one of two sign-ins racing with one code through",
    async ({ harness }) => {
      const user = newUser();
      const setUp = await signedInClient(harness.server.url, harness.mail, user);
      await awayFromStepEdge();
      const step = stepAt();
      const { authenticator } = await turnOnTwoFactor(setUp, user.password, step - 1);
      const racers = await Promise.all([1, 2, 3].map(() => passwordStep(harness.server.url, user)));
      const answers = await Promise.all(racers.map((client) => verifyTotp(client, authenticator.codeAt(step))));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    },
    SLOW,
  );

  test(
    "takes each backup code once",
    async ({ harness }) => {
      const user = newUser();
      const { backupCodes } = await turnOnTwoFactor(
        await signedInClient(harness.server.url, harness.mail, user),
        user.password,
      );
      const [first = "", second = ""] = backupCodes;
      const client = await passwordStep(harness.server.url, user);
      const used = await client.post("/api/auth/two-factor/verify-backup-code", { code: first });
      expect(used.status).toBe(200);
      expect((await getSession(client))?.user.email).toBe(user.email);

      const again = await passwordStep(harness.server.url, user);
      const refused = await again.post("/api/auth/two-factor/verify-backup-code", { code: first });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: "INVALID_BACKUP_CODE" });
      expect(await getSession(again)).toBeNull();
      expect((await again.post("/api/auth/two-factor/verify-backup-code", { code: second })).status).toBe(200);
    },
    SLOW,
  );

  test(
    "skips the code on a device trusted for 30 days, and only there",
    async ({ harness }) => {
      const user = newUser();
      const setUp = await signedInClient(harness.server.url, harness.mail, user);
      const { backupCodes } = await turnOnTwoFactor(setUp, user.password);
      const client = await passwordStep(harness.server.url, user);
      const trusted = await client.post("/api/auth/two-factor/verify-backup-code", {
        code: backupCodes[0],
        trustDevice: true,
      });
      expect(trusted.status).toBe(200);
      const trustCookie = client.lastSetCookie.find((line) => line.startsWith("poriadok.trust_device="));
      expect(trustCookie).toMatch(new RegExp(`Max-Age=${TRUSTED_DEVICE_DAYS * 24 * 60 * 60}`, "i"));
      expect(trustCookie).toMatch(/HttpOnly/i);

      expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
      const again = await signIn(client, user);
      expect(await again.json()).toMatchObject({ token: expect.any(String) });
      expect((await getSession(client))?.user.email).toBe(user.email);
      // Another browser still gets the second step.
      await passwordStep(harness.server.url, user);

      // Turned off and on again, two-factor trusts no device from before.
      expect((await setUp.post("/api/auth/two-factor/disable", { password: user.password })).status).toBe(200);
      await turnOnTwoFactor(setUp, user.password);
      expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
      expect(await (await signIn(client, user)).json()).toMatchObject({ twoFactorRedirect: true });
      expect(await getSession(client)).toBeNull();
    },
    SLOW,
  );
});

describe("turning two-factor sign-in off", () => {
  test(
    "needs the password; then the password alone signs in again",
    async ({ harness }) => {
      const user = newUser();
      const client = await signedInClient(harness.server.url, harness.mail, user);
      await turnOnTwoFactor(client, user.password);
      for (const password of [undefined, "not the password"]) {
        expect((await client.post("/api/auth/two-factor/disable", { password })).status).toBe(400);
      }
      expect((await getSession(client))?.user).toMatchObject({ twoFactorEnabled: true });
      expect((await client.post("/api/auth/two-factor/disable", { password: user.password })).status).toBe(200);
      expect((await getSession(client))?.user).toMatchObject({ twoFactorEnabled: false });
      const again = await signIn(createTestClient(harness.server.url), user);
      expect(await again.json()).toMatchObject({ token: expect.any(String) });
    },
    SLOW,
  );
});

/** Six digits that are none of the codes the server would accept now. */
function wrongCode(authenticator: Authenticator, step: number): string {
  const accepted = new Set([step - 1, step, step + 1].map((at) => authenticator.codeAt(at)));
  for (let value = 0; ; value++) {
    const code = String(value).padStart(6, "0");
    if (!accepted.has(code)) return code;
  }
}

describe("the API document", () => {
  test("describes the two-factor and passkey routes, and sign-in's answer that asks for a code", async ({
    harness,
  }) => {
    const document = (await (await harness.server.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
    };
    const operations = [
      "post /auth/two-factor/enable",
      "post /auth/two-factor/verify-totp",
      "post /auth/two-factor/verify-backup-code",
      "post /auth/two-factor/generate-backup-codes",
      "post /auth/two-factor/disable",
      "get /auth/passkey/generate-register-options",
      "post /auth/passkey/verify-registration",
      "get /auth/passkey/generate-authenticate-options",
      "post /auth/passkey/verify-authentication",
      "get /auth/passkey/list-user-passkeys",
      "post /auth/passkey/delete-passkey",
    ];
    for (const operation of operations) {
      const [method = "", path = ""] = operation.split(" ");
      expect(document.paths[path]?.[method]?.tags, operation).toEqual(["auth"]);
    }
    // The e-mail and SMS codes are not served, nor described.
    expect(Object.keys(document.paths).filter((path) => /-otp$/.test(path))).toEqual([]);
    expect((await harness.server.request("/api/auth/two-factor/send-otp", { method: "POST" })).status).toBe(404);
    expect(JSON.stringify(document.paths["/auth/sign-in/email"]?.post?.responses["200"])).toContain(
      "twoFactorRedirect",
    );
  });
});
