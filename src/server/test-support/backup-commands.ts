import { execFile } from "node:child_process";
import path from "node:path";
import type { TestClient } from "./test-client.ts";

export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * Runs a compiled command (`backup-main.js`, `restore-main.js`) beside `mainJs` as `npm run backup`
 * and `npm run restore` run it: its own node process, configured by the environment alone.
 */
export function runBackupCommand(
  mainJs: string,
  command: "backup" | "restore",
  env: Record<string, string>,
  args: string[] = [],
): Promise<CommandResult> {
  const script = path.join(path.dirname(mainJs), "backup", `${command}-main.js`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { PATH: process.env.PATH ?? "", ...env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Every active note the client's account has, by id: title and item count (for lists). */
export async function allNotes(client: TestClient): Promise<Map<string, { title: string; itemsTotal: number }>> {
  const present = new Map<string, { title: string; itemsTotal: number }>();
  let cursor: string | null = null;
  do {
    const response = await client.get(`/api/notes?limit=200${cursor ? `&cursor=${cursor}` : ""}`);
    if (response.status !== 200) throw new Error(`listing notes: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as {
      notes: { id: string; title: string; itemsTotal: number }[];
      nextCursor: string | null;
    };
    for (const note of page.notes) present.set(note.id, { title: note.title, itemsTotal: note.itemsTotal });
    cursor = page.nextCursor;
  } while (cursor);
  return present;
}

export type Acknowledged = { id: string; title: string; at: number };

/**
 * Writers that create shopping lists of two items each until stopped; every 201 is recorded with
 * the moment it was acknowledged. A list's items are its links: a consistent copy has both or none.
 */
export function keepWriting(client: TestClient, writers = 3) {
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  let isStopped = false;
  const writer = async (writer: number) => {
    for (let n = 0; !isStopped; n += 1) {
      const title = `backup ${writer}.${n}`;
      const response = await client.post("/api/notes", {
        title,
        category: "shopping",
        items: [{ name: `${title} first` }, { name: `${title} second` }],
      });
      if (response.status !== 201) {
        failures.push(`${title}: ${response.status} ${await response.text()}`);
        return;
      }
      const note = (await response.json()) as { id: string };
      acknowledged.push({ id: note.id, title, at: Date.now() });
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
  return {
    acknowledged,
    failures,
    stop: async () => {
      isStopped = true;
      await done;
    },
  };
}
