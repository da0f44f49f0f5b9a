import type { StoredCommand } from "./command";
import type { CommandRegistry } from "./command-registry";
import { failureVerdict } from "./failure";

export type SendOutcome =
  | { type: "sent"; result: unknown }
  | { type: "kept"; error: unknown }
  | { type: "dropped"; error: unknown };

/** Sends one stored command once, with its id as the Idempotency-Key, and says what became of it. */
export async function sendCommand(registry: CommandRegistry, stored: StoredCommand): Promise<SendOutcome> {
  const command = registry.revive(stored);
  // A kind this version of the app does not know (stored by another version) cannot be sent.
  if (!command) return { type: "dropped", error: new Error(`Unknown command kind ${stored.kind}`) };
  try {
    return { type: "sent", result: await command.send() };
  } catch (error) {
    const verdict = failureVerdict(error);
    if (verdict === "applied") return { type: "sent", result: undefined };
    return verdict === "keep" ? { type: "kept", error } : { type: "dropped", error };
  }
}

type CommandQueue = {
  first: () => Promise<StoredCommand | undefined>;
  remove: (id: string) => Promise<void>;
};

/**
 * Sends the queue's commands strictly in order, one at a time: each leaves the queue once the server
 * has it (or refused it), and the first that must wait (no answer, 5xx) stops the round, so none
 * overtakes it. The next command is read from the queue each time, so ones written meanwhile (by
 * any tab) are sent in the same round.
 */
export async function drainInOrder(
  queue: CommandQueue,
  send: (command: StoredCommand) => Promise<SendOutcome>,
  onSettled: (command: StoredCommand, outcome: SendOutcome) => void,
): Promise<"empty" | "kept"> {
  for (;;) {
    const next = await queue.first();
    if (!next) return "empty";
    const outcome = await send(next);
    if (outcome.type === "kept") return "kept";
    await queue.remove(next.id);
    onSettled(next, outcome);
  }
}

/**
 * Runs `task` while holding the outbox's Web Lock, so one tab at a time sends (the others wait their
 * turn and then find the commands gone). Without Web Locks (a page served over plain HTTP on the LAN)
 * each tab sends on its own: the commands' Idempotency-Keys still keep each change to one application.
 */
export function withOutboxLock<T>(userId: string, task: () => Promise<T>): Promise<T> {
  if (!("locks" in navigator)) return task();
  return navigator.locks.request(`poriadok-outbox-${userId}`, task);
}
