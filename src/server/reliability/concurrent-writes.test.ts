import { setTimeout } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, signedInClient, signUp, type TestUser } from "../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../test-support/api-client.ts";
import { createTestClient } from "../test-support/test-client.ts";

/**
 * Issue 8's concurrency check: sign-ups (Better Auth, its own transactions) and note writes
 * (Poriadok's transactions and plain writes) run side by side over real HTTP; every answer must be
 * a success and every acknowledged write must stay. Over HTTP each write first reads its session
 * through Better Auth, which queues it behind a sign-up's transaction, so the lock sharing itself
 * is shown more sharply by db/one-lock.test.ts (which failed on the old two-lock code).
 */
const USERS = 10;
const CHAINS_PER_USER = 6;
const SIGN_UPS = 20;
/**
 * Sign-ups and writes are spread over the same few seconds, as when people sign up while others
 * work. Fired all at once, the sign-ups would queue up first and run alone; spread out, each one's
 * transaction meets writes in flight.
 */
const SIGN_UP_SPACING_MS = 250;
const WRITE_PAUSE_MS = 100;

type Answer = { what: string; status: number; body: unknown };
/** A note's life: five writes in a row, run beside every other chain and the sign-ups. */
type Chain = { ends: "active" | "trash"; title: string; noteId: string | null };

let harness: AccountsServer;
let apis: OrganiserApi[];

beforeAll(async () => {
  harness = await startAccountsServer();
  apis = [];
  for (let index = 0; index < USERS; index++) {
    apis.push(organiserApi(await signedInClient(harness.server.url, harness.mail)));
  }
}, 120_000);
afterAll(() => harness.close());

async function runChain(api: OrganiserApi, chain: Chain, answers: Answer[]): Promise<void> {
  const record = <T extends { status: number; body: unknown }>(what: string, answer: T): T => {
    answers.push({ what, status: answer.status, body: answer.body });
    return answer;
  };
  const created = record("create", await api.createNote({ title: `${chain.title} (draft)`, category: "tasks" }));
  if (created.status !== 201) return;
  const id = (created.body as { id: string }).id;
  chain.noteId = id;
  const steps =
    chain.ends === "active"
      ? [
          () => api.updateNote(id, { title: chain.title }),
          () => api.toggleNote(id),
          () => api.trashNote(id),
          () => api.restore(id),
        ]
      : [
          () => api.updateNote(id, { title: chain.title }),
          () => api.trashNote(id),
          () => api.restore(id),
          () => api.trashNote(id),
        ];
  for (const [index, step] of steps.entries()) {
    await setTimeout(WRITE_PAUSE_MS);
    if (record(`${chain.ends} step ${index + 1}`, await step()).status >= 300) return;
  }
}

async function signUpNewcomer(user: TestUser, answers: Answer[]): Promise<void> {
  const client = createTestClient(harness.server.url);
  const response = await signUp(client, user);
  answers.push({ what: "sign-up", status: response.status, body: await response.text() });
}

describe("concurrent sign-ups and note writes", () => {
  it("answers every request without a server error and keeps every acknowledged write", async () => {
    const answers: Answer[] = [];
    const chains = apis.map((_, user) =>
      Array.from(
        { length: CHAINS_PER_USER },
        (_, index): Chain => ({
          ends: index % 2 === 0 ? "active" : "trash",
          title: `User ${user} note ${index}`,
          noteId: null,
        }),
      ),
    );
    const newcomers = Array.from({ length: SIGN_UPS }, () => newUser());

    // Each user writes one note's life after another (ten writers at a time), while the sign-ups
    // arrive spread over the same time: Better Auth's transactions and Poriadok's interleave.
    await Promise.all([
      ...newcomers.map(async (user, index) => {
        await setTimeout(index * SIGN_UP_SPACING_MS);
        await signUpNewcomer(user, answers);
      }),
      ...chains.map(async (userChains, user) => {
        for (const chain of userChains) await runChain(apis[user] as OrganiserApi, chain, answers);
      }),
    ]);

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status >= 300)).toEqual([]);
    expect(answers).toHaveLength(SIGN_UPS + USERS * CHAINS_PER_USER * 5);

    for (const [user, api] of apis.entries()) {
      const active = (await api.listNotes()).body.notes;
      const trash = (await api.listTrash()).body.notes;
      const userChains = chains[user] ?? [];
      const expectedActive = userChains.filter((chain) => chain.ends === "active");
      const expectedTrash = userChains.filter((chain) => chain.ends === "trash");
      const summary = (notes: { id: string; title: string; completed: boolean }[]) =>
        notes
          .map(({ id, title, completed }) => ({ id, title, completed }))
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      expect(summary(active)).toEqual(
        summary(expectedActive.map((chain) => ({ id: chain.noteId ?? "", title: chain.title, completed: true }))),
      );
      expect(summary(trash)).toEqual(
        summary(expectedTrash.map((chain) => ({ id: chain.noteId ?? "", title: chain.title, completed: false }))),
      );
    }

    // Each acknowledged sign-up was committed: its confirmation mail arrives and its link confirms.
    for (const user of newcomers) {
      const mail = await harness.mail.waitFor(user.email, { timeoutMs: 20_000 });
      const link = mail.links.find((href) => href.includes("/api/auth/verify-email"));
      expect(link).toBeDefined();
      const confirmed = await createTestClient(harness.server.url).get(link ?? "");
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("location")).not.toMatch(/error/);
    }
  }, 120_000);
});
