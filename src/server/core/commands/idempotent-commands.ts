import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Kysely } from "kysely";
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from "../../../shared/schemas/idempotency.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import type { SessionEnv } from "../../http/session.ts";
import type { Command, CommandEnv } from "./command-claim.ts";
import { findStoredCommand, pruneExpiredCommands, recordAnswer, type StoredCommand } from "./command-keys.ts";

/** Sent with a replayed answer, so a client (and a test) can tell it was not applied again. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** How long a duplicate waits for the first request's answer to be recorded (it is, right after its commit). */
const ANSWER_WAIT_MS = 5_000;
const ANSWER_POLL_MS = 20;
/** A key claimed this long ago without an answer lost it: the server stopped between the commit and the recording. */
const ANSWER_LOST_AFTER_MS = 60_000;

/**
 * Makes every write request (of `methods`) sent with an `Idempotency-Key` a command applied at most
 * once per user and key. Mounted after requireUser on the organiser data's routes (app.ts). A repeat of the
 * same request (method, path, body) is answered with the first answer — status and body — without
 * running the route; the same key with another request is a 422. Otherwise the route runs with its
 * command on the request (c.var.command), which it passes in its write context to the write funnel:
 * the funnel claims the key inside the write's transaction (command-claim.ts), and once that has
 * committed, the answer is recorded here. A request that
 * changed nothing (refused, 404) commits nothing and so stores nothing: it may be retried as is.
 */
export function idempotentCommands(db: Kysely<Database>, methods: readonly string[]) {
  return createMiddleware<SessionEnv & CommandEnv>(async (c, next) => {
    if (!methods.includes(c.req.method)) return next();
    const key = commandKeyOf(c);
    if (key === undefined) return next();
    const userId = c.var.user.id;
    const fingerprint = await fingerprintOf(c);
    await pruneExpiredCommands(db, userId);
    const stored = await findStoredCommand(db, userId, key);
    if (stored) return replay(await answerOf(db, { userId, key, fingerprint }, stored));

    const command: Command = { userId, key, fingerprint, claim: "none", isCommitted: false };
    c.set("command", command);
    await next();
    if (command.claim === "taken") {
      const first = await findStoredCommand(db, userId, key);
      // The route has answered already (the claim's 409): the first answer replaces it.
      if (first) c.res = replay(await answerOf(db, command, first));
    } else if (command.isCommitted) {
      const answer = c.res.clone();
      await recordAnswer(db, command, { status: answer.status, body: await answer.text() });
    }
  });
}

/** The request's key, checked (400 when malformed); undefined when it was sent without one. */
function commandKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(key);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "validation.invalid";
  throw new AppError("validation_failed", 400, `The ${IDEMPOTENCY_KEY_HEADER} header is not valid.`, [
    { field: IDEMPOTENCY_KEY_HEADER, message },
  ]);
}

/**
 * What the key is used for: method, path and body as sent (Hono keeps the body for the route's
 * validator). Read as bytes, not text, so a binary body (a photo) reaches its route intact; for a
 * text body the hash is requestFingerprint's, byte for byte.
 */
async function fingerprintOf(c: Context): Promise<string> {
  const body = new Uint8Array(await c.req.arrayBuffer());
  return createHash("sha256").update(`${c.req.method} ${c.req.path}\n`).update(body).digest("hex");
}

/** The stored fingerprint of a request: a replay sends the same bytes, so the same body gives the same hash. */
export function requestFingerprint(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method} ${path}\n${body}`).digest("hex");
}

type Answer = { status: number; body: string };

/**
 * The first answer for this key: refused when the key was first used for another request; awaited
 * for a moment when the first request has committed but not yet recorded it.
 */
async function answerOf(
  db: Kysely<Database>,
  command: Pick<Command, "userId" | "key" | "fingerprint">,
  stored: StoredCommand,
): Promise<Answer> {
  if (stored.fingerprint !== command.fingerprint) {
    throw new AppError(
      "idempotency_key_reused",
      422,
      `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request.`,
    );
  }
  let current: StoredCommand | undefined = stored;
  for (let waited = 0; current?.status === 0 && waited < ANSWER_WAIT_MS; waited += ANSWER_POLL_MS) {
    if (Date.now() - Date.parse(current.createdAt) > ANSWER_LOST_AFTER_MS) break;
    await new Promise((resolve) => setTimeout(resolve, ANSWER_POLL_MS));
    current = await findStoredCommand(db, command.userId, command.key);
  }
  if (current && current.status !== 0) return { status: current.status, body: current.response };
  if (current && Date.now() - Date.parse(current.createdAt) > ANSWER_LOST_AFTER_MS) {
    throw new AppError(
      "idempotency_answer_lost",
      409,
      "This change was applied once already, but its answer was not kept; read the current data instead.",
    );
  }
  throw new AppError("idempotency_key_in_flight", 409, "This change is still being applied; try again shortly.");
}

function replay(answer: Answer): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: "true" });
  if (answer.body === "") return new Response(null, { status: answer.status, headers });
  headers.set("Content-Type", "application/json");
  return new Response(answer.body, { status: answer.status, headers });
}
