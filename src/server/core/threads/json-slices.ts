import { setImmediate } from "node:timers/promises";

/**
 * A large answer from a worker thread, carried as JSON text in slices: a structured clone of a big
 * object graph is rebuilt on the receiving thread in one go (about 350 ms of the event loop for the
 * rows of a 20 MB import on a busy machine), while strings are copied as they are and each slice is
 * parsed in a turn of its own. Only plain JSON data goes through (an undefined field is left out).
 */
export type JsonSlices = string[];

/** A slice holds the next elements of one array of `lists` until it passes about `sliceChars`. */
type Slice = { key: string; items: unknown[] };

const SLICE_CHARS = 256 * 1024;

export function toJsonSlices(lists: Record<string, readonly unknown[]>, sliceChars = SLICE_CHARS): JsonSlices {
  const slices: JsonSlices = [];
  for (const [key, items] of Object.entries(lists)) {
    let parts: string[] = [];
    let chars = 0;
    const close = () => {
      slices.push(`{"key":${JSON.stringify(key)},"items":[${parts.join(",")}]}`);
      parts = [];
      chars = 0;
    };
    for (const item of items) {
      const part = JSON.stringify(item) ?? "null";
      parts.push(part);
      chars += part.length + 1;
      if (chars >= sliceChars) close();
    }
    if (parts.length > 0 || items.length === 0) close();
  }
  return slices;
}

/** The lists again, one slice parsed per turn of the event loop. */
export async function fromJsonSlices(slices: JsonSlices): Promise<Record<string, unknown[]>> {
  const lists: Record<string, unknown[]> = {};
  for (const text of slices) {
    await setImmediate();
    const slice = JSON.parse(text) as Slice;
    const list = lists[slice.key] ?? [];
    lists[slice.key] = list;
    for (const item of slice.items) list.push(item);
  }
  return lists;
}
