import type { MailCatcher } from "../src/server/test-support/mail-catcher.ts";
import { createTestClient, type TestClient } from "../src/server/test-support/test-client.ts";

/** Every bench user's password: a second device signs in with it. */
export const BENCH_PASSWORD = "bench-password-1";

/** A confirmed, signed-in user through the real auth routes (the phases measure as a device would). */
export async function signUpBenchUser(
  baseUrl: string,
  mail: MailCatcher,
  email: string,
): Promise<{ client: TestClient; userId: string }> {
  const client = createTestClient(baseUrl);
  await client.post("/api/auth/sign-up/email", {
    email,
    password: BENCH_PASSWORD,
    name: "Bench",
    callbackURL: "/auth",
  });
  const link = (await mail.waitFor(email)).links.find((href) => href.includes("verify-email"));
  if (!link) throw new Error("no confirmation link");
  await client.get(link);
  await client.post("/api/auth/sign-in/email", { email, password: BENCH_PASSWORD });
  const session = (await (await client.get("/api/auth/get-session")).json()) as { user: { id: string } };
  return { client, userId: session.user.id };
}

/** The sample at quantile q (0.5 median, 0.95 p95, 1 max) of timings in ms. */
export function quantiles(samples: number[]): (q: number) => number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
