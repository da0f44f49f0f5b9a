import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the database with password hashes and sessions, its -wal and -shm files, the auth
 * secret, the VAPID keys, backups and, without SMTP, the outbox's .eml files with live sign-in and
 * reset links: nobody but the server's own user may read any of it (issue 24, must fix 9).
 */

/** Files made from now on by this process: 0600, folders 0700 (whatever library creates them, SQLite too). */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

export type ModeChange = { file: string; from: string; to: string };

/**
 * Takes the group's and others' rights off DATA_DIR and everything in it — folders to at most 0700,
 * files to at most 0600 — for a DATA_DIR made by an earlier version or by hand. Symbolic links are
 * neither followed nor changed. Returns what it changed (the caller logs it); a file it may not
 * change (another owner's) or a folder it may not read is reported with the reason in `to`.
 */
export function tightenDataDir(dataDir: string): ModeChange[] {
  const changes: ModeChange[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    const wanted = stats.isDirectory() ? mode & 0o700 : mode & 0o600;
    if (wanted !== mode) {
      try {
        chmodSync(entry, wanted);
        changes.push({ file: entry, from: octal(mode), to: octal(wanted) });
      } catch (error) {
        changes.push({ file: entry, from: octal(mode), to: `unchanged: ${(error as Error).message}` });
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[] = [];
    try {
      names = readdirSync(entry);
    } catch (error) {
      changes.push({ file: entry, from: octal(mode), to: `not read: ${(error as Error).message}` });
    }
    for (const name of names) visit(path.join(entry, name));
  };
  visit(dataDir);
  return changes;
}

function octal(mode: number): string {
  return `0${mode.toString(8).padStart(3, "0")}`;
}
