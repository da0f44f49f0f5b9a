import { type DBSchema, openDB } from "idb";
import type { StoredCommand } from "./command";

interface OutboxSchema extends DBSchema {
  commands: { key: number; value: StoredCommand & { seq?: number }; indexes: { id: string } };
}

export type OutboxStore = Awaited<ReturnType<typeof openOutboxStore>>;

/** The IndexedDB database of one user's outbox (removed with the other poriadok-… databases at sign-out). */
export const outboxDatabaseName = (userId: string) => `poriadok-outbox-${userId}`;

/**
 * The commands in the order they were written: the key is an auto-incremented sequence, so commands
 * written by several tabs keep the order IndexedDB wrote them in.
 */
export async function openOutboxStore(userId: string, onClosing: () => void) {
  const db = await openDB<OutboxSchema>(outboxDatabaseName(userId), 1, {
    upgrade(database) {
      const store = database.createObjectStore("commands", { keyPath: "seq", autoIncrement: true });
      store.createIndex("id", "id", { unique: true });
    },
    // Sign-out deletes the database: an open connection would hold that up.
    blocking: () => {
      db.close();
      onClosing();
    },
  });
  return {
    add: async (command: StoredCommand) => {
      await db.add("commands", command);
    },
    all: async (): Promise<StoredCommand[]> => (await db.getAll("commands")).map(withoutSeq),
    first: async (): Promise<StoredCommand | undefined> => {
      const [first] = await db.getAll("commands", undefined, 1);
      return first && withoutSeq(first);
    },
    count: () => db.count("commands"),
    remove: async (id: string) => {
      const seq = await db.getKeyFromIndex("commands", "id", id);
      if (seq !== undefined) await db.delete("commands", seq);
    },
    close: () => db.close(),
  };
}

function withoutSeq({ seq: _seq, ...command }: StoredCommand & { seq?: number }): StoredCommand {
  return command;
}

/**
 * Where IndexedDB cannot be opened (some private modes, storage blocked): the commands are kept in
 * memory, so changes still show and are sent in order online — only a reload loses those waiting.
 */
export function memoryOutboxStore(): OutboxStore {
  const commands: StoredCommand[] = [];
  return {
    add: async (command) => {
      commands.push(command);
    },
    all: async () => [...commands],
    first: async () => commands[0],
    count: async () => commands.length,
    remove: async (id) => {
      const index = commands.findIndex((command) => command.id === id);
      if (index !== -1) commands.splice(index, 1);
    },
    close: () => undefined,
  };
}
