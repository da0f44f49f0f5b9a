import { existsSync, renameSync } from "node:fs";
import path from "node:path";

/** The embedded database's file in DATA_DIR (db/client.ts opens the same one). */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, "poriadok.sqlite");
}

/** Where versions before migration 0025 kept the generated auth secret (now in the database: shared-secrets.ts). */
export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, "auth-secret");
}

/** SQLite's companions of a database in WAL mode: the log and its shared-memory index. */
export const SIDE_FILE_SUFFIXES = ["-wal", "-shm"] as const;

/** 20261123-161503, in UTC so a backup's name means the same moment on every machine. */
export function fileTimestamp(at: Date = new Date()): string {
  const iso = at.toISOString(); // 2026-11-23T16:15:03.123Z
  return `${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}`;
}

/** `name` with `-<tag>` before its extension, e.g. poriadok.sqlite → poriadok-before-restore-….sqlite. */
export function taggedName(file: string, tag: string): string {
  const extension = path.extname(file);
  return path.join(path.dirname(file), `${path.basename(file, extension)}-${tag}${extension}`);
}

/** Moves a database and whatever -wal/-shm it has to `target`, keeping them together. */
export function moveDatabaseWithSideFiles(file: string, target: string): void {
  renameSync(file, target);
  for (const suffix of SIDE_FILE_SUFFIXES) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
}

/** Thrown for what the operator must fix; the command prints the message alone, without a stack. */
export class BackupError extends Error {}

/** On PostgreSQL the database server owns the data: its own tools back it up (README, "Backups"). */
export function refuseOnPostgres(databaseUrl: string | null, command: "backup" | "restore"): void {
  if (!databaseUrl) return;
  const hint =
    command === "backup"
      ? 'pg_dump -Fc --dbname="$DATABASE_URL" --file=poriadok.dump'
      : 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" poriadok.dump';
  throw new BackupError(
    `DATABASE_URL is set: Poriadok keeps its data in PostgreSQL, and npm run ${command} only handles the embedded SQLite database.\n` +
      `Use PostgreSQL's own tool instead, e.g.:\n  ${hint}\n(README.md, "Backups", has the steps.)`,
  );
}
