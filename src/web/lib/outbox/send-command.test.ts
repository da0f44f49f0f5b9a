import { describe, expect, it } from "vitest";
import type { StoredCommand } from "./command";
import { drainInOrder, type SendOutcome } from "./send-command";

/** An in-memory queue with the outbox store's two operations the sending needs. */
function queueOf(ids: string[]) {
  const commands: StoredCommand[] = ids.map((id, index) => ({
    id,
    kind: "notes.trash",
    args: { id: index },
    createdAt: index,
  }));
  return {
    commands,
    first: async () => commands[0],
    remove: async (id: string) => {
      const index = commands.findIndex((command) => command.id === id);
      if (index !== -1) commands.splice(index, 1);
    },
  };
}

describe("drainInOrder", () => {
  it("sends the commands one at a time in the order they were written", async () => {
    const queue = queueOf(["a", "b", "c"]);
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
    expect(queue.commands).toEqual([]);
  });

  it("stops at a command that must wait, keeping it and all after it in order", async () => {
    const queue = queueOf(["a", "b", "c"]);
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
    expect(queue.commands.map((command) => command.id)).toEqual(["b", "c"]);
  });

  it("goes past a refused command, which leaves the queue (it would be refused again)", async () => {
    const queue = queueOf(["a", "b"]);
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
    expect(queue.commands).toEqual([]);
  });

  it("sends a command written while the round is under way in the same round", async () => {
    const queue = queueOf(["a"]);
    const sent: string[] = [];
    await drainInOrder(
      queue,
      async (command) => {
        sent.push(command.id);
        if (command.id === "a") queue.commands.push({ id: "late", kind: "notes.trash", args: {}, createdAt: 9 });
        return { type: "sent", result: undefined };
      },
      () => undefined,
    );
    expect(sent).toEqual(["a", "late"]);
  });
});
