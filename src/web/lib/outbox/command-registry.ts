import type { StoredCommand } from "./command";
import type { PendingCommand, RegisteredKind } from "./command-kind";

/**
 * Every kind of change the app makes, by the name its stored commands carry: how the outbox reads
 * back the commands waiting in IndexedDB (or announced by another tab), whatever screen made them.
 * The app assembles it from the features' kinds (app/outbox.ts) and opens the outbox with it.
 */
export type CommandRegistry = {
  /** The kind of this name, for a new command of a call (run-command.ts's outboxCommand). */
  kindNamed: (name: string) => RegisteredKind | undefined;
  /** A stored command ready to show and send; undefined for a kind this version does not know. */
  revive: (stored: StoredCommand) => PendingCommand | undefined;
};

export function commandRegistry(kinds: readonly RegisteredKind[]): CommandRegistry {
  const byName = new Map<string, RegisteredKind>();
  for (const kind of kinds) {
    if (byName.has(kind.name)) throw new Error(`Two command kinds are named ${kind.name}`);
    byName.set(kind.name, kind);
  }
  return {
    kindNamed: (name) => byName.get(name),
    revive: (stored) => byName.get(stored.kind)?.revive(stored),
  };
}
