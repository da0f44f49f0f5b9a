import type { APIRequestContext } from "@playwright/test";
import { linkIn, waitForMail } from "./outbox.ts";

export type E2EUser = { email: string; password: string; firstName: string; lastName: string };

let counter = 0;
/** A user nobody else in this run has (specs run in parallel on one database). */
export function uniqueUser(overrides: Partial<E2EUser> = {}): E2EUser {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    email: `e2e.${stamp}@example.org`,
    password: "secret-pass-1",
    firstName: "Jana",
    lastName: "Nováková",
    ...overrides,
  };
}

/**
 * Creates and confirms an account through the real API and the real confirmation mail, as the
 * sign-up screen would; the UI flow itself is covered in accounts.spec.ts. `outbox`: another server's
 * (support/localhost-server.ts); by default the browser tests' server.
 */
export async function createConfirmedUser(
  request: APIRequestContext,
  baseURL: string,
  user: E2EUser,
  locale: "en" | "sk" = "en",
  outbox?: string,
) {
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL },
    data: { ...user, name: `${user.firstName} ${user.lastName}`, locale, callbackURL: "/auth?verified=1" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const confirmation = await waitForMail(user.email, { outbox });
  const confirmed = await request.get(linkIn(confirmation, "/api/auth/verify-email"), { maxRedirects: 0 });
  if (confirmed.status() !== 302) throw new Error(`confirmation failed: ${confirmed.status()}`);
}

/** Signs in through the API; the page of the same context then carries the session cookie. */
export async function signInThroughApi(request: APIRequestContext, baseURL: string, user: E2EUser) {
  const response = await request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL },
    data: { email: user.email, password: user.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
