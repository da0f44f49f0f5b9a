import path from "node:path";
import { type APIRequestContext, request } from "@playwright/test";
import { linkIn, waitForMail } from "../../e2e/support/outbox.ts";

/** The signed-in browser state (the session cookie) for a measured browser context. */
export type SignedInState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** The seeded user's password (the interaction budgets sign in with it on /auth). */
export const PASSWORD = "budget-pass-1";
/** Requests in flight while seeding: enough to keep the server busy, few enough not to queue for long. */
const CONCURRENCY = 8;
const DAY_MS = 86_400_000;

/**
 * A user with `notes` notes made through the real API, as the app would make them — a third each of
 * tasks (half done, most dated around today), shopping lists of five items (two ticked) and notes
 * (half with text), about half the tasks and notes tagged — the same mix as bench/seed.ts. Through
 * HTTP rather than database rows so the measurement depends on no table layout and covers both
 * engines' write path the same way; eight at a time, it takes a few seconds for 500.
 * Returns the signed-in browser state (the session cookie) for the measured contexts.
 */
export async function seedHomeUser(
  baseUrl: string,
  dataDir: string,
  notes: number,
  email = `budget.${Date.now().toString(36)}@example.org`,
): Promise<SignedInState> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    await expectOk(
      api.post("/api/auth/sign-up/email", {
        data: { email, password: PASSWORD, name: "Jana Nováková", locale: "en", callbackURL: "/auth?verified=1" },
      }),
    );
    // The server runs without SMTP_URL, so the confirmation mail lands in DATA_DIR/outbox as an .eml file.
    const confirmation = await waitForMail(email, { outbox: path.join(dataDir, "outbox") });
    const confirmed = await api.get(linkIn(confirmation, "/api/auth/verify-email"), { maxRedirects: 0 });
    if (confirmed.status() !== 302) throw new Error(`confirmation failed: ${confirmed.status()}`);
    await expectOk(api.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } }));

    const tagIds = await inParallel([1, 2, 3, 4, 5], async (n) => {
      const tag = await expectOk(api.post("/api/tags", { data: { name: `Tag ${n}` } }));
      return (tag as { id: number }).id;
    });
    await inParallel(
      Array.from({ length: notes }, (_, n) => n),
      (n) => createNote(api, n, tagIds),
    );
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

async function createNote(api: APIRequestContext, n: number, tagIds: number[]): Promise<void> {
  const tags = n % 2 === 1 ? [tagIds[n % tagIds.length] ?? 0] : [];
  if (n % 3 === 0) {
    const day = new Date(Date.now() + ((n % 40) - 10) * DAY_MS).toISOString().slice(0, 10);
    const date = n % 5 === 0 ? null : n % 2 === 0 ? day : `${day}T09:30:00+01:00`;
    const task = (await expectOk(
      api.post("/api/notes", { data: { title: `Task ${n}`, category: "tasks", date, tags } }),
    )) as { id: number };
    if (n % 2 === 0) await expectOk(api.patch(`/api/notes/${task.id}`, { data: { completed: true } }));
  } else if (n % 3 === 1) {
    const items = Array.from({ length: 5 }, (_, i) => ({ name: `Item ${i + 1}` }));
    const list = (await expectOk(
      api.post("/api/notes", { data: { title: `Shopping ${n}`, category: "shopping", items } }),
    )) as { id: number; items: { id: number }[] };
    for (const item of list.items.slice(0, 2)) {
      await expectOk(api.post(`/api/notes/${list.id}/items/${item.id}/toggle`));
    }
  } else {
    const content = n % 2 === 0 ? `Some words about note ${n}, long enough to need two lines on a phone screen.` : "";
    await expectOk(api.post("/api/notes", { data: { title: `Note ${n}`, category: "notes", content, tags } }));
  }
}

async function expectOk(pending: ReturnType<APIRequestContext["get"]>): Promise<unknown> {
  const response = await pending;
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Runs `work` over `inputs` with at most CONCURRENCY at a time, keeping the results in order. */
async function inParallel<T, R>(inputs: T[], work: (input: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next++;
      results[index] = await work(inputs[index] as T);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}
