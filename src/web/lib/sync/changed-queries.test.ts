import { describe, expect, it } from "vitest";
import { ALL_SYNCED_FAMILIES, queriesChangedBy } from "./changed-queries";
import type { PullAnswer } from "./pull-answer";

type Changes = { upserts?: Partial<PullAnswer["upserts"]>; deletes?: Partial<PullAnswer["deletes"]> };

function answer({ upserts = {}, deletes = {} }: Changes = {}, reset = false): PullAnswer {
  return {
    cursor: 7,
    reset,
    upserts: { notes: [], tags: [], items: [], plannerDays: [], shoppingCategoryOrder: null, ...upserts },
    deletes: { notes: [], tags: [], items: [], plannerDays: [], ...deletes },
  };
}

describe("queriesChangedBy", () => {
  it("asks for nothing when nothing changed", () => {
    expect(queriesChangedBy(answer())).toEqual([]);
  });

  it("refreshes every notes query, the trash and the statistics for a changed or deleted note", () => {
    const expected = [["notes"], ["trash"], ["stats"]];
    expect(queriesChangedBy(answer({ upserts: { notes: [{ id: "a" }] } }))).toEqual(expected);
    expect(queriesChangedBy(answer({ deletes: { notes: ["a"] } }))).toEqual(expected);
  });

  it("refreshes the lists' counts and only the changed shopping lists for changed items", () => {
    const changed = answer({
      upserts: {
        items: [
          { id: "i1", noteId: "n1" },
          { id: "i2", noteId: "n2" },
        ],
      },
    });
    expect(queriesChangedBy(changed)).toEqual([
      ["notes", "list"],
      ["notes", "detail", "n1"],
      ["notes", "detail", "n2"],
    ]);
  });

  it("refreshes every list's own query when an item went (a deleted row names no list)", () => {
    const changed = answer({ upserts: { items: [{ id: "i1", noteId: "n1" }] }, deletes: { items: ["i2"] } });
    expect(queriesChangedBy(changed)).toEqual([
      ["notes", "list"],
      ["notes", "detail"],
    ]);
  });

  it("leaves out the item's keys when the notes are refreshed anyway", () => {
    const changed = answer({ upserts: { notes: [{ id: "n1" }], items: [{ id: "i1", noteId: "n1" }] } });
    expect(queriesChangedBy(changed)).toEqual([["notes"], ["trash"], ["stats"]]);
  });

  it("refreshes the tags and the notes that show them for a tag edit", () => {
    expect(queriesChangedBy(answer({ upserts: { tags: [{ id: "t" }] } }))).toEqual([["tags"], ["notes"]]);
    expect(queriesChangedBy(answer({ deletes: { tags: ["t"] } }))).toEqual([["tags"], ["notes"]]);
  });

  it("refreshes only the planner's weeks for planned hours", () => {
    expect(queriesChangedBy(answer({ upserts: { plannerDays: [{ date: "2026-11-23" }] } }))).toEqual([["planner"]]);
    expect(queriesChangedBy(answer({ deletes: { plannerDays: ["2026-11-23"] } }))).toEqual([["planner"]]);
  });

  it("refreshes the category order only when the answer carries one", () => {
    expect(queriesChangedBy(answer({ upserts: { shoppingCategoryOrder: ["Fruit"] } }))).toEqual([
      ["shopping", "category-order"],
    ]);
    expect(queriesChangedBy(answer({ upserts: { shoppingCategoryOrder: undefined } }))).toEqual([]);
  });

  it("refreshes every family after a reset, whatever the answer lists", () => {
    expect(queriesChangedBy(answer({}, true))).toEqual(ALL_SYNCED_FAMILIES);
  });
});
