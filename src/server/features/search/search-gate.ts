import { AppError } from "../../errors.ts";

/**
 * How many searches of this instance run at once and how many may wait: beyond that a search is
 * answered 503 `server_busy` at once rather than queued behind seconds of others' searches.
 */
export function searchGate({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active >= running) {
        if (queue.length >= waiting) {
          throw new AppError(
            "server_busy",
            503,
            "Too many searches are running right now. Try again in a moment.",
            undefined,
            1,
          );
        }
        // The slot passes straight to the next in line (active stays the same).
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
