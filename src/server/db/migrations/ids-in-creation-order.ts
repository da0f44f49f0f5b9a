import { V7Generator } from "uuidv7";

/**
 * UUIDv7 ids for existing rows, given in creation order (created_at, then the old id): each id's
 * 48-bit time is the row's created_at, and rows of the same millisecond count up in the given order
 * (the generator's monotonic counter), so sorting by the new id sorts as (created_at, old id) did.
 * An unreadable or pre-1970 time counts as 0; the given order still holds.
 */
export function idsInCreationOrder(createdAt: readonly (string | Date)[]): string[] {
  const generator = new V7Generator();
  let previous = 0;
  return createdAt.map((value) => {
    const time = new Date(value).getTime();
    // Never below the previous row's time: the caller's order wins over a time that goes back.
    previous = Number.isFinite(time) && time > previous ? time : previous;
    return generator.generateOrResetWithTs(previous).toString();
  });
}
