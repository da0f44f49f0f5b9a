import { performance } from "node:perf_hooks";
import { AppError } from "../../errors.ts";

/** A search ran past its time budget: abandoned, answered 503 `search_too_costly`. */
export class SearchTooCostlyError extends Error {
  constructor() {
    super("The search ran past its time budget");
    this.name = "SearchTooCostlyError";
  }
}

/** A search's time: checked between its steps and, on SQLite, on every row the index gives. */
export type SearchBudget = {
  /** Throws SearchTooCostlyError once the time is up. */
  check: () => void;
  isOver: () => boolean;
};

export function searchBudget(ms: number, now: () => number = () => performance.now()): SearchBudget {
  const deadline = now() + ms;
  const isOver = () => now() > deadline;
  return {
    isOver,
    check: () => {
      if (isOver()) throw new SearchTooCostlyError();
    },
  };
}

/** The answer to a search that was abandoned: the same on both engines, whichever part ran out of time. */
export function searchTooCostly(): AppError {
  return new AppError(
    "search_too_costly",
    503,
    "This search would take too long. Search for fewer or longer words, or a word that is not in every note.",
  );
}
