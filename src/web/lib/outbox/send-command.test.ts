import { describe, expect, it } from "vitest";
import type { StoredCommand } from "./command";
import { memoryOutboxStore, type OutboxStore } from "./outbox-store";
import { drainInOrder, type SendOutcome } from "./send-command";

/** The outbox's in-memory store (its fallback without IndexedDB), holding these commands in order. */
async function queueOf(ids: string[]) {
  const store = memoryOutboxStore();
  for (const [index, id] of ids.entries()) await store.add(trash(id, index));
  return store;
}
const trash = (id: string, index: number): StoredCommand => ({
  id,
  kind: "notes.trash",
  args: { id: index },
  createdAt: index,
});
const idsIn = async (store: OutboxStore) => (await store.all()).map((command) => command.id);

describe("drainInOrder", () => {
  it("sends the commands one at a time in the order they were written", async () => {
    const queue = await queueOf(["a", "b", "c"]);
    const sent: string[] = [];
    let inFlight = 0;
    const result = await drainInOrder(
      queue,
      async (command) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent.push(command.id);
        inFlight -= 1;
        return { type: "sent", result: undefined };
      },
      () => undefined,
    );
    expect(result).toBe("empty");
    expect(sent).toEqual(["a", "b", "c"]);
    expect(await idsIn(queue)).toEqual([]);
  });

  it("stops at a command that must wait, keeping it and all after it in order", async () => {
    const queue = await queueOf(["a", "b", "c"]);
    const outcomes: Record<string, SendOutcome> = {
      a: { type: "sent", result: 1 },
      b: { type: "kept", error: new TypeError("Failed to fetch") },
    };
    const settled: string[] = [];
    const result = await drainInOrder(
      queue,
      async (command) => outcomes[command.id] ?? { type: "sent", result: undefined },
      (command) => settled.push(command.id),
    );
    expect(result).toBe("kept");
    expect(settled).toEqual(["a"]);
    expect(await idsIn(queue)).toEqual(["b", "c"]);
  });

  it("goes past a refused command, which leaves the queue (it would be refused again)", async () => {
    const queue = await queueOf(["a", "b"]);
    const settled: [string, string][] = [];
    await drainInOrder(
      queue,
      async (command) =>
        command.id === "a" ? { type: "dropped", error: new Error("404") } : { type: "sent", result: 2 },
      (command, outcome) => settled.push([command.id, outcome.type]),
    );
    expect(settled).toEqual([
      ["a", "dropped"],
      ["b", "sent"],
    ]);
    expect(await idsIn(queue)).toEqual([]);
  });

  it("sends a command written while the round is under way in the same round", async () => {
    const queue = await queueOf(["a"]);
    const sent: string[] = [];
    await drainInOrder(
      queue,
      async (command) => {
        sent.push(command.id);
        if (command.id === "a") await queue.add(trash("late", 9));
        return { type: "sent", result: undefined };
      },
      () => undefined,
    );
    expect(sent).toEqual(["a", "late"]);
  });
});
