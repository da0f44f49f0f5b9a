import type { StoredCommand } from "./command";
import type { PendingCommand, RegisteredKind } from "./command-kind";

/**
 * Every kind of change the app makes, by the name its stored commands carry: how the outbox reads
 * back the commands waiting in IndexedDB (or announced by another tab), whatever screen made them.
 * The app assembles it from the features' kinds (app/command-kinds.ts) and hands it to the outbox.
 */
export type CommandRegistry = {
  /** Whether a command of this kind could be read back after a reload (the kind is registered). */
  has: (kind: RegisteredKind) => boolean;
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
    has: (kind) => byName.get(kind.name) === kind,
    revive: (stored) => byName.get(stored.kind)?.revive(stored),
  };
}
