import { uuidv7 } from "uuidv7";
import type { SearchResults } from "../../shared/schemas/search.ts";
import type { SearchLimits } from "../config.ts";
import { bumpDataVersion } from "../core/write/data-version.ts";
import { createLogger } from "../logger.ts";
import { startServer } from "../server.ts";
import { getSession, newUser, signedInClient } from "./accounts.ts";
import { startMailCatcher } from "./mail-catcher.ts";
import { createTestStorage, freePort, testConfig } from "./test-server.ts";
import { withDatabase } from "./with-database.ts";

export type SearchAnswer = { status: number; headers: Headers; body: SearchResults };

export type SearchPerson = {
  userId: string;
  search: (q: string) => Promise<SearchAnswer>;
  /** A plain note with this content; its id. */
  createNote: (content: string) => Promise<string>;
};

export type SearchServer = {
  url: string;
  /** The running server's search limits: a test may change them between searches. */
  limits: SearchLimits;
  person: () => Promise<SearchPerson>;
  /** `count` notes of 20,000 characters of two-letter words for `userId`, straight into the database. */
  seedLongNotes: (userId: string, count: number) => Promise<void>;
  close: () => Promise<void>;
};

const TWO_LETTER_WORDS = Array.from({ length: 26 * 26 }, (_, n) =>
  String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26)),
);

/** 20,000 characters of two-letter words, every one of the 676 about ten times, in an order of `seed`'s. */
export function twoLetterText(seed: number): string {
  const words = Array.from({ length: 6_667 }, (_, n) => TWO_LETTER_WORDS[(seed * 131 + n * 37) % 676] ?? "ab");
  return words.join(" ").slice(0, 20_000);
}

/**
 * The real server for search's limits (reliability/search-limits.test.ts): `env` as the environment
 * would set it (the sign-in limit lifted), `limits` over config.search for what no variable reaches
 * (slowQueryForTestsMs), with an SMTP peer for signing people up.
 */
export async function startSearchServer(
  env: Record<string, string> = {},
  limits: Partial<SearchLimits> = {},
): Promise<SearchServer> {
  const mail = await startMailCatcher();
  const storage = await createTestStorage();
  const port = await freePort();
  const config = testConfig(storage, {
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mail.url,
    AUTH_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  const liveLimits: SearchLimits = { ...config.search, ...limits };
  const server = await startServer({ ...config, search: liveLimits }, createLogger("silent"));
  return {
    url: server.url,
    limits: liveLimits,
    person: async () => {
      const client = await signedInClient(server.url, mail, newUser());
      const session = await getSession(client);
      if (!session) throw new Error("not signed in");
      return {
        userId: session.user.id,
        search: async (q) => {
          const response = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
          return { status: response.status, headers: response.headers, body: (await response.json()) as SearchResults };
        },
        createNote: async (content) => {
          const response = await client.post("/api/notes", { category: "notes", title: "Poznámka", content });
          if (response.status !== 201) throw new Error(`note not created: ${response.status}`);
          return ((await response.json()) as { id: string }).id;
        },
      };
    },
    seedLongNotes: (userId, count) =>
      withDatabase(config, (db) =>
        db.transaction().execute(async (trx) => {
          await bumpDataVersion(trx, userId);
          const now = new Date().toISOString();
          const notes = Array.from({ length: count }, (_, n) => ({
            id: uuidv7(),
            user_id: userId,
            title: `Note ${n}`,
            content: twoLetterText(n),
            category: "notes" as const,
            created_at: now,
            updated_at: now,
          }));
          for (let start = 0; start < notes.length; start += 50) {
            await trx
              .insertInto("notes")
              .values(notes.slice(start, start + 50))
              .execute();
          }
        }),
      ),
    close: async () => {
      await server.stop();
      await mail.close();
      await storage.dispose();
    },
  };
}
