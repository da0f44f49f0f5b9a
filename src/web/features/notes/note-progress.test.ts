import { describe, expect, it } from "vitest";
import { itemsProgressOf, taskProgressOf } from "./note-progress";

const task = (completed: boolean) => ({ completed });

describe("taskProgressOf", () => {
  it("is 0 % without tasks", () => {
    expect(taskProgressOf([])).toEqual({ completed: 0, total: 0, percentage: 0 });
  });

  it("rounds the completed share", () => {
    expect(taskProgressOf([task(true), task(false), task(false)])).toEqual({ completed: 1, total: 3, percentage: 33 });
    expect(taskProgressOf([task(true), task(true), task(false)]).percentage).toBe(67);
    expect(taskProgressOf([task(true)]).percentage).toBe(100);
  });
});

describe("itemsProgressOf", () => {
  it("reads a list's done and total counts", () => {
    expect(itemsProgressOf({ itemsDone: 2, itemsTotal: 5 })).toEqual({ completed: 2, total: 5, percentage: 40 });
    expect(itemsProgressOf({ itemsDone: 0, itemsTotal: 0 })).toEqual({ completed: 0, total: 0, percentage: 0 });
  });
});
