import sharp from "sharp";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownWrite } from "./core/write/write-context.ts";
import { writeUserData } from "./core/write/write-user-data.ts";
import { openDatabase } from "./db/client.ts";
import { getSession, newUser, signedInClient, signIn } from "./test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "./test-support/accounts-server.ts";
import type { MailCatcher } from "./test-support/mail-catcher.ts";
import { createTestClient, type TestClient } from "./test-support/test-client.ts";
import { createTestStorage, startTestServer, type TestServer } from "./test-support/test-server.ts";

let server: TestServer;
let mail: MailCatcher;
let harness: AccountsServer;

beforeAll(async () => {
  harness = await startAccountsServer();
  ({ server, mail } = harness);
});
afterAll(() => harness.close());

const PUBLIC_API = [
  /^\/api\/health/,
  /^\/api\/public-config/,
  /^\/api\/openapi\.json$/,
  // The API reference page and its script (Redoc), for people reading about the API.
  /^\/api\/docs/,
  /^\/api\/auth\//,
  // The calendar feed: calendar apps have no session, the secret in the path is the credential.
  /^\/api\/calendar\/:feedFile/,
  /^\/api\/\*$/,
];

describe("guards", () => {
  it("answers 401 on every private API route without a session", async () => {
    const privateRoutes = server.routes.filter(
      (route) =>
        route.path.startsWith("/api/") &&
        route.method !== "ALL" &&
        !PUBLIC_API.some((pattern) => pattern.test(route.path)),
    );
    expect(privateRoutes.length).toBeGreaterThanOrEqual(20);
    const visitor = createTestClient(server.url);
    for (const route of privateRoutes) {
      const path = route.path.replace(/:(\w+)/g, "1");
      const response = await visitor.request(path, {
        method: route.method,
        json: route.method === "GET" ? undefined : {},
      });
      expect([route.method, path, response.status]).toEqual([route.method, path, 401]);
      expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
    }
  });

  it("refuses state-changing requests from a foreign origin, signed in or not", async () => {
    const user = newUser();
    const client = await signedInClient(server.url, mail, user);
    const attacker = createTestClient(server.url, "https://evil.example");
    for (const [name, value] of client.cookies) attacker.cookies.set(name, value);

    const deleteData = await attacker.post("/api/account/delete-data", { confirm: "DELETE" });
    expect(deleteData.status).toBe(403);
    expect(await deleteData.json()).toMatchObject({ error: { code: "forbidden_origin" } });
    const login = await signIn(attacker, user);
    expect(login.status).toBe(403);
  });
});

describe("rate limiting (default limit)", () => {
  async function burst(env: Record<string, string>, addressFor: (attempt: number) => string, attempts = 40) {
    const limitedStorage = await createTestStorage();
    const limited = await startTestServer(limitedStorage, { env });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        const client = createTestClient(limited.url);
        const response = await client.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "x-forwarded-for": addressFor(attempt) },
          // A different account each time, so only the per-address limit can answer 429.
          json: { email: `victim${attempt}@example.org`, password: `guess-${attempt}` },
        });
        statuses.push(response.status);
      }
      return statuses;
    } finally {
      await limited.stop();
      await limitedStorage.dispose();
    }
  }

  it("answers a burst of 40 wrong sign-ins from one address with 429, even with spoofed X-Forwarded-For", async () => {
    const statuses = await burst({}, (attempt) => `203.0.113.${attempt}`);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
  }, 120_000);

  it("keys on X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)", async () => {
    const statuses = await burst({ TRUST_PROXY: "true" }, (attempt) => `203.0.113.${attempt}`, 20);
    expect(statuses).toEqual(Array(20).fill(401));
  }, 120_000);

  it("takes the hop the last trusted proxy saw, not what the client wrote to the left of it", async () => {
    // One proxy appends the real peer; the client made up everything before it.
    const behindOne = await burst({ TRUST_PROXY: "1" }, (attempt) => `10.9.8.${attempt}, 198.51.100.7`, 15);
    expect(behindOne.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(behindOne.slice(10)).toEqual(Array(5).fill(429));
    // Two proxies: a CDN appends the client, the inner proxy appends the CDN's address.
    const behindTwo = await burst(
      { TRUST_PROXY: "2" },
      (attempt) => `10.9.8.${attempt}, 198.51.100.7, 192.0.2.${attempt % 3}`,
      15,
    );
    expect(behindTwo.slice(10)).toEqual(Array(5).fill(429));
  }, 120_000);
});

async function seedData(userId: string) {
  const handle = openDatabase(server.config);
  const now = new Date().toISOString();
  try {
    // Through the write funnel, as the app writes (the change log's triggers need the data version).
    await writeUserData(handle.db, ownWrite(userId), async (trx) => {
      const note = await trx
        .insertInto("notes")
        .values({
          id: uuidv7(),
          user_id: userId,
          title: "Nákup",
          category: "shopping",
          date: null,
          reminder: null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("shopping_items")
        .values({ id: uuidv7(), note_id: note.id, name: "Mlieko", created_at: now })
        .execute();
      const tag = await trx
        .insertInto("tags")
        .values({ id: uuidv7(), user_id: userId, name: "Domov", color: "#22c55e", created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("note_tags").values({ note_id: note.id, tag_id: tag.id }).execute();
      await trx
        .insertInto("hours_planner")
        .values({ user_id: userId, date: "2026-11-23", planned_hours: 6.5, created_at: now, updated_at: now })
        .execute();
    });
  } finally {
    await handle.close();
  }
}

async function countData(userId: string) {
  const handle = openDatabase(server.config);
  try {
    const count = async (table: "notes" | "tags" | "hours_planner") =>
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow()
      ).n;
    return { notes: await count("notes"), tags: await count("tags"), plannerDays: await count("hours_planner") };
  } finally {
    await handle.close();
  }
}

async function userId(client: TestClient): Promise<string> {
  return (await getSession(client))?.user.id ?? "";
}

describe("delete data", () => {
  it("deletes only the signed-in user's notes, tags and planner rows, and only after DELETE is typed", async () => {
    const alice = await signedInClient(server.url, mail);
    const bob = await signedInClient(server.url, mail);
    const [aliceId, bobId] = [await userId(alice), await userId(bob)];
    await seedData(aliceId);
    await seedData(bobId);

    const wrongWord = await alice.post("/api/account/delete-data", { confirm: "delete all" });
    expect(wrongWord.status).toBe(400);
    expect(await wrongWord.json()).toMatchObject({
      error: { code: "validation_failed", details: [{ field: "confirm", message: "validation.typeDelete" }] },
    });
    expect(await countData(aliceId)).toEqual({ notes: 1, tags: 1, plannerDays: 1 });

    const deleted = await alice.post("/api/account/delete-data", { confirm: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: { notes: 1, tags: 1, plannerDays: 1 } });
    expect(await countData(aliceId)).toEqual({ notes: 0, tags: 0, plannerDays: 0 });
    expect(await countData(bobId)).toEqual({ notes: 1, tags: 1, plannerDays: 1 });
    expect((await alice.get("/api/auth/get-session")).status).toBe(200);
  });

  it("accepts the Slovak button's verb VYMAZAŤ (and the former ZMAZAŤ) in any case, with or without diacritics", async () => {
    const client = await signedInClient(server.url, mail);
    const id = await userId(client);
    for (const confirm of ["vymazat", "Vymazať", "zmazat", "ZMAZAŤ", "delete"]) {
      await seedData(id);
      const deleted = await client.post("/api/account/delete-data", { confirm });
      expect([confirm, deleted.status]).toEqual([confirm, 200]);
      expect(await countData(id)).toEqual({ notes: 0, tags: 0, plannerDays: 0 });
    }
    for (const confirm of ["vymaz", "ODSTRÁNIŤ", ""]) {
      expect((await client.post("/api/account/delete-data", { confirm })).status).toBe(400);
    }
  });

  it("forgets the user's idempotency keys, so a retried create after deleting data makes a new note", async () => {
    const client = await signedInClient(server.url, mail);
    const create = () =>
      client.request("/api/notes", {
        method: "POST",
        headers: { "idempotency-key": "retry-after-delete-data" },
        json: { title: "Before", category: "notes" },
      });
    const first = await create();
    expect(first.status).toBe(201);
    expect((await client.post("/api/account/delete-data", { confirm: "DELETE" })).status).toBe(200);
    const second = await create();
    expect(second.status).toBe(201);
    const created = (await second.json()) as { id: number };
    expect((await client.get(`/api/notes/${created.id}`)).status).toBe(200);
  });

  it("deletes the account itself only with the right password, taking its data along", async () => {
    const user = newUser();
    const client = await signedInClient(server.url, mail, user);
    const id = await userId(client);
    await seedData(id);
    expect((await client.post("/api/auth/delete-user", { password: "not my password" })).status).toBe(400);
    expect((await client.post("/api/auth/delete-user", { password: user.password })).status).toBe(200);
    expect(await countData(id)).toEqual({ notes: 0, tags: 0, plannerDays: 0 });
    expect((await signIn(createTestClient(server.url), user)).status).toBe(401);
  });
});

describe("profile picture", () => {
  async function upload(client: TestClient, bytes: Uint8Array, name: string, type: string) {
    const form = new FormData();
    form.set("file", new Blob([bytes], { type }), name);
    return client.request("/api/account/avatar", { method: "PUT", body: form });
  }

  it("stores an upload as a WebP square of at most 256 px and points the user's image at it", async () => {
    const client = await signedInClient(server.url, mail);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3b82f6" } })
      .jpeg()
      .toBuffer();
    const response = await upload(client, photo, "me.jpg", "image/jpeg");
    expect(response.status).toBe(200);
    const { image } = (await response.json()) as { image: string };
    expect(image).toMatch(/^\/api\/account\/avatar\?v=\d+$/);

    const stored = await client.get(image);
    expect(stored.headers.get("content-type")).toBe("image/webp");
    const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 256, 256]);
    expect((await getSession(client))?.user.image).toBe(image);

    const someoneElse = await signedInClient(server.url, mail);
    expect((await someoneElse.get("/api/account/avatar")).status).toBe(404);
  });

  it("refuses files that are not PNG, JPEG or WebP, whatever they claim, and files over 2 MB", async () => {
    const client = await signedInClient(server.url, mail);
    const fake = await upload(
      client,
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "me.png",
      "image/png",
    );
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ error: { code: "image_unsupported" } });
    const huge = await upload(client, new Uint8Array(2 * 1024 * 1024 + 200_000), "big.png", "image/png");
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: "image_too_large" } });
  });
});
