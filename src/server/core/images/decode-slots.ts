import { AppError } from "../../errors.ts";

export type DecodeSlots = {
  /** Runs `work` once a slot is free; 503 `server_busy` when too many are already waiting. */
  run: <Result>(work: () => Promise<Result>) => Promise<Result>;
  /** How many run right now (for tests). */
  readonly running: number;
};

/**
 * A small gate in front of image decoding: each decode may take tens of megabytes and a CPU core
 * for a moment, so only `concurrent` run at once, up to `waiting` more queue, and anything beyond
 * is told to try again (503) instead of piling up memory.
 */
export function createDecodeSlots({ concurrent, waiting }: { concurrent: number; waiting: number }): DecodeSlots {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  const acquire = async (): Promise<void> => {
    if (running < concurrent) {
      running += 1;
      return;
    }
    if (queue.length >= waiting) {
      throw new AppError("server_busy", 503, "The server is busy. Please try again in a moment.");
    }
    // The slot passes straight from the finishing decode to this one (running stays the same).
    await new Promise<void>((resolve) => queue.push(resolve));
  };

  return {
    run: async (work) => {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
  };
}
