import { AppError } from "../../errors.ts";

/**
 * What a creation finds under the id the client chose: nothing (the id is free), the row this very
 * creation made before (a repeat: answered with the row as it is now), or "taken" — the id is another
 * user's row, or this user's row with other content.
 */
export type EarlierCreation<Result> = { found: "none" } | { found: "repeat"; result: Result } | { found: "taken" };

export function idTaken(): AppError {
  return new AppError("conflict", 409, "This id is already taken.");
}

/**
 * Creates a row whose id the client may have chosen (docs/decisions/017, "Client-made ids"). A
 * creation sent again with the same id — a retry whose answer was lost, an outbox replayed after a
 * reload — answers the row it made instead of failing or making a second one; an id that is taken
 * otherwise is a 409 that says nothing about the row holding it. Two requests with one id at the same
 * moment: the primary key lets one insert, the other fails, looks again and answers as a repeat.
 * Without a client-made id the server's own UUIDv7 cannot clash, so nothing is looked up.
 */
export async function createOrReplay<Result>(
  clientMadeId: string | undefined,
  earlier: () => Promise<EarlierCreation<Result>>,
  create: () => Promise<Result>,
): Promise<Result> {
  if (clientMadeId === undefined) return create();
  const before = await earlier();
  if (before.found === "repeat") return before.result;
  if (before.found === "taken") throw idTaken();
  try {
    return await create();
  } catch (error) {
    const after = await earlier();
    if (after.found === "repeat") return after.result;
    if (after.found === "taken") throw idTaken();
    throw error;
  }
}

/** The same strings, in any order (a note's tag ids, compared as a set). */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}
