import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { newUser, signedInClient, signIn, type TestUser } from "../test-support/accounts.ts";
import { type OrganiserApi, organiserApi } from "../test-support/api-client.ts";
import { startMailCatcher } from "../test-support/mail-catcher.ts";
import type { TestClient } from "../test-support/test-client.ts";
import { createTestStorage, startTestServer } from "../test-support/test-server.ts";
import { authOperations, type OpenApiDocument, type Operation, operationsOf } from "./api-operations.ts";
import { boundaryExamples } from "./boundary-examples.ts";
import { type GeneratedRequest, requestFor } from "./request-arbitrary.ts";
import { KEYED_NOTE, seedEverything, snapshotOf } from "./user-data.ts";

/**
 * Hostile requests against every route: each operation of the served /api/openapi.json, Better
 * Auth's routes and the few that are not JSON, with generated path parameters, query strings and
 * bodies (hostile-values.ts), after fixed boundary cases (boundary-examples.ts). Every answer
 * must be below 500, a 4xx must be JSON with an error code, and the victim's data must be exactly
 * as before. RELIABILITY_RUNS raises the runs per route for a deeper search; RELIABILITY_SEED
 * replays the seed a failure printed.
 */
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 25);
/** In every title and tag name of the victim: an answer to the attacker that contains it leaks. */
const VICTIM_MARK = "victim-7f3a";
/** The Idempotency-Key the victim created a note with; the attacker sends it too. */
const VICTIM_KEY = "victim-key-7f3a";
const SEED = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : undefined;

// Unhandled errors the server logs, so a 500 comes with its stack.
const serverErrors: string[] = [];
const mail = await startMailCatcher();
const storage = await createTestStorage();
const server = await startTestServer(storage, {
  env: { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: "100000" },
  logger: createLogger("error", (line) => serverErrors.push(line)),
});
const documented = operationsOf((await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument);

const text = { type: "string" };
/** Routes outside the document: API paths that do not exist. */
const UNDOCUMENTED: Operation[] = [
  ...["GET", "POST"].map((method) => ({
    method,
    path: "/api/{rest}",
    pathParams: [{ name: "rest", schema: text }],
    queryParams: [],
    bodySchema: null,
    isAuth: false,
  })),
];

type Actor = { user: TestUser; client: TestClient; api: OrganiserApi };
async function newActor(): Promise<Actor> {
  const user = newUser();
  const client = await signedInClient(server.url, mail, user);
  return { user, client, api: organiserApi(client) };
}

let victim: Actor;
let victimIds: string[];
/** What the victim sees; every route's run must leave it exactly so. */
let victimBaseline: Awaited<ReturnType<typeof snapshotOf>>;
let attacker: Actor;
let authAttacker: Actor;

beforeAll(async () => {
  victim = await newActor();
  victimIds = await seedEverything(victim.api, VICTIM_MARK, { client: victim.client, idempotencyKey: VICTIM_KEY });
  victimBaseline = await snapshotOf(victim.api, victim.client);
  attacker = await newActor();
  authAttacker = await newActor();
}, 60_000);

afterAll(async () => {
  await server.stop();
  await mail.close();
  await storage.dispose();
});

describe("hostile requests", () => {
  it("cover every documented route", () => {
    expect(documented.length).toBeGreaterThanOrEqual(20);
  });

  for (const operation of [...documented, ...UNDOCUMENTED, ...authOperations()]) {
    it(`${operation.method} ${operation.path}: never 5xx, 4xx with a code, the other user untouched`, async () => {
      const actor = operation.isAuth ? authAttacker : attacker;
      // Fresh rows of the attacker's own, so valid ids reach the services (earlier runs delete some).
      const ownIds = operation.isAuth ? [] : await seedEverything(actor.api, "attacker");
      const known = {
        ids: [...ownIds, ...victimIds],
        emails: [victim.user.email, actor.user.email],
        idempotencyKeys: [VICTIM_KEY],
      };

      await fc.assert(
        fc.asyncProperty(requestFor(operation, known), async (request) => {
          const current = operation.isAuth ? authAttacker : attacker;
          const errorsBefore = serverErrors.length;
          const answer = await send(current.client, request);
          const problem = problemWith(operation, request, answer);
          if (problem) throw new Error(report(problem, request, answer, serverErrors.slice(errorsBefore)));
          if (operation.isAuth && answer.status < 300) await keepAuthAttackerSignedIn();
        }),
        {
          numRuns: RUNS,
          examples: [...boundaryExamples(operation, known), ...replayExamples(operation)].map(
            (request): [GeneratedRequest] => [request],
          ),
          ...(SEED === undefined ? {} : { seed: SEED }),
          reporter: throwShortReport,
        },
      );

      const after = await snapshotOf(victim.api, victim.client);
      const before = victimBaseline;
      victimBaseline = after; // one change fails the route that made it, not every route after it
      expect(after).toEqual(before);
    }, 120_000);
  }
});

/** fast-check's own report prints the whole counterexample (up to 100 KB); ours cuts it and keeps the seed. */
function throwShortReport(details: fc.RunDetails<[GeneratedRequest]>): void {
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `failed after ${details.numRuns} runs, shrunk ${details.numShrinks} times; replay with RELIABILITY_SEED=${details.seed} (path ${details.counterexamplePath})\n${cause}`,
  );
}

/** The victim's own keyed create, sent by the attacker: it must make a new note, not replay the victim's. */
function replayExamples(operation: Operation): GeneratedRequest[] {
  if (operation.method !== "POST" || operation.path !== "/api/notes") return [];
  const body = { body: JSON.stringify(KEYED_NOTE), contentType: "application/json" };
  return [{ method: "POST", url: "/api/notes", headers: { "idempotency-key": VICTIM_KEY }, body }];
}

type Answer = { status: number; contentType: string; text: string };

async function send(client: TestClient, request: GeneratedRequest): Promise<Answer> {
  const response = await client.request(request.url, {
    method: request.method,
    headers: { ...request.headers, ...(request.body?.contentType ? { "content-type": request.body.contentType } : {}) },
    ...(request.body ? { body: request.body.body } : {}),
    signal: AbortSignal.timeout(20_000),
  });
  const contentType = response.headers.get("content-type") ?? "";
  return { status: response.status, contentType, text: await bodyText(response, contentType) };
}

/** The whole body, or of an event stream (GET /api/sync/stream never ends) its first event. */
async function bodyText(response: Response, contentType: string): Promise<string> {
  if (!contentType.startsWith("text/event-stream") || !response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n\n")) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

/** What is wrong with an answer, or null when it is one the API may give. */
function problemWith(operation: Operation, request: GeneratedRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.text.includes(VICTIM_MARK)) return `answered ${answer.status} with the other user's data`;
  const createdId = answer.status === 201 ? (parseJson(answer.text) as { id?: unknown } | undefined)?.id : undefined;
  // A row the attacker made under an id it chose is its own (ids are unique per table: a tag may take the
  // id of the victim's note); that nothing of the victim's changed is checked after every run.
  const chosenId = (parseJson(request.body?.body ?? "") as { id?: unknown } | undefined)?.id;
  const isChosen = typeof chosenId === "string" && chosenId.toLowerCase() === createdId;
  if (typeof createdId === "string" && !isChosen && victimIds.includes(createdId.toLowerCase())) {
    return `answered 201 with the other user's row ${createdId} (a replay across users, of a key or a client-made id?)`;
  }
  // Node's HTTP parser refuses a request line over 16 KB before the app sees it (plain 431).
  if (answer.status === 431 && request.url.length > 16_000) return null;
  const body = parseJson(answer.text);
  if (answer.status >= 400) {
    if (body === undefined) return `answered ${answer.status} without a JSON body`;
    // Better Auth's rate limiter answers { message } only; the auth handler adds the code (rate_limited).
    const code = errorCodeOf(body, operation.isAuth);
    if (typeof code !== "string") return `answered ${answer.status} without an error code`;
    return null;
  }
  if (answer.status >= 300) return operation.isAuth ? null : `answered a redirect (${answer.status})`;
  if (answer.contentType.includes("json") && answer.text !== "" && body === undefined) {
    return `answered ${answer.status} with broken JSON`;
  }
  return null;
}

function errorCodeOf(body: unknown, isAuth: boolean): unknown {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as { error?: { code?: unknown }; code?: unknown };
  return record.error?.code ?? (isAuth ? record.code : undefined);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sign-out or revoke-sessions end the auth attacker's session (sign in again); delete-user or a
 * changed password end the account (start a new one).
 */
async function keepAuthAttackerSignedIn(): Promise<void> {
  const session = (await (await authAttacker.client.get("/api/auth/get-session")).json()) as { user?: unknown } | null;
  if (session?.user) return;
  const again = await signIn(authAttacker.client, authAttacker.user);
  if (again.status !== 200) authAttacker = await newActor();
}

function report(problem: string, request: GeneratedRequest, answer: Answer, logged: string[]): string {
  const cut = (value: string, length: number) =>
    value.length > length ? `${value.slice(0, length)}… (${value.length} chars)` : value;
  return [
    `${request.method} ${cut(request.url, 300)} ${problem}`,
    `headers: ${JSON.stringify(request.headers)}`,
    `request body (${request.body?.contentType ?? "no content type"}): ${cut(request.body?.body ?? "(none)", 400)}`,
    `answer: ${cut(answer.text, 400)}`,
    ...logged.map((line) => `server log: ${cut(line, 3000)}`),
  ].join("\n");
}
