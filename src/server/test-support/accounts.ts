import { expect } from "vitest";
import type { MailCatcher } from "./mail-catcher.ts";
import { createTestClient, type TestClient } from "./test-client.ts";

export type TestUser = { email: string; password: string; firstName: string; lastName: string; locale: "en" | "sk" };

let counter = 0;
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  return {
    email: `user${counter}.${Date.now()}@example.org`,
    password: "correct horse 42",
    firstName: "Jana",
    lastName: "Nováková",
    locale: "en",
    ...overrides,
  };
}

export async function signUp(client: TestClient, user: TestUser, callbackURL = "/auth?verified=1"): Promise<Response> {
  return client.post("/api/auth/sign-up/email", {
    email: user.email,
    password: user.password,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: user.locale,
    callbackURL,
  });
}

export async function signIn(client: TestClient, user: Pick<TestUser, "email" | "password">): Promise<Response> {
  return client.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
}

/** Signs up, follows the confirmation link from the real mail, signs in; returns the signed-in client. */
export async function signedInClient(
  baseUrl: string,
  mail: MailCatcher,
  user: TestUser = newUser(),
): Promise<TestClient> {
  const client = createTestClient(baseUrl);
  const signedUp = await signUp(client, user);
  expect(signedUp.status, await signedUp.clone().text()).toBe(200);
  const confirmation = await mail.waitFor(user.email);
  const link = confirmation.links.find((href) => href.includes("/api/auth/verify-email"));
  if (!link) throw new Error(`no confirmation link in: ${confirmation.text}`);
  expect((await client.get(link)).status).toBe(302);
  expect((await signIn(client, user)).status).toBe(200);
  return client;
}

export type SessionBody = {
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
    image: string | null;
  };
} | null;

/** What Better Auth says about the client's session (null when signed out). */
export async function getSession(client: TestClient): Promise<SessionBody> {
  return (await (await client.get("/api/auth/get-session")).json()) as SessionBody;
}
