import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { MigrationSafeguards } from "../db/migrate.ts";
import type { Logger } from "../logger.ts";
import { fileTimestamp } from "./database-files.ts";
import { takeBackup } from "./take-backup.ts";

/**
 * The backups Poriadok takes by itself of the embedded database (README, "Upgrades and rollback"):
 * before a start-up migrates (`before-v<version>`: the version that is about to migrate) and before
 * `npm run migrate -- down` (`before-down`), in DATA_DIR/backups beside `npm run backup`'s, named
 * with the moment and the schema they hold, e.g.
 * `poriadok-20261128-031502-schema-0024-before-v0.2.0.sqlite`. Each is a backup as `npm run backup`
 * makes it (`npm run restore <file>` takes it). The last MIGRATION_BACKUPS_KEPT are kept.
 */
const NAME = /^poriadok-(\d{8}-\d{6})-schema-([0-9A-Za-z]+)-before-([0-9A-Za-z.+_-]+)\.sqlite$/;

export type MigrationBackup = {
  file: string;
  /** 20261128-031502 (UTC). */
  takenAt: string;
  /** The first four characters of the newest migration the copy holds (0024), as migration names start. */
  schema: string;
  /** `v<version>` of the build that migrated after the copy, or `down`. */
  before: string;
};

export const migrationBackupsDir = (dataDir: string) => path.join(dataDir, "backups");

/** The automatic backups in DATA_DIR/backups, newest first. */
export function migrationBackups(dataDir: string): MigrationBackup[] {
  const dir = migrationBackupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const [, takenAt = "", schema = "", before = ""] = match;
      return [{ file: path.join(dir, name), takenAt, schema, before }];
    })
    .sort((a, b) => b.takenAt.localeCompare(a.takenAt) || b.file.localeCompare(a.file));
}

/** 0024-reminder-delivery-channel → 0024. */
const schemaLabel = (migration: string) => /^\d{4}/.exec(migration)?.[0] ?? migration.replace(/[^0-9A-Za-z]/g, "");

/**
 * Backs the database up before it changes (a start-up's migrations, a rollback), then keeps only the
 * newest `kept`. Two in one second (a start that failed and was restarted at once) get names a second
 * apart, never overwriting each other.
 */
export async function backUpBeforeMigrating(options: {
  dataDir: string;
  /** The newest migration the database has now. */
  latest: string;
  /** `v<version>` or `down`. */
  before: string;
  kept: number;
  now?: Date;
}): Promise<string> {
  const before = options.before.replace(/[^0-9A-Za-z.+_-]/g, "_");
  let moment = options.now ?? new Date();
  let file = "";
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const name = `poriadok-${fileTimestamp(moment)}-schema-${schemaLabel(options.latest)}-before-${before}.sqlite`;
    file = path.join(migrationBackupsDir(options.dataDir), name);
    if (!existsSync(file)) break;
    moment = new Date(moment.getTime() + 1000);
  }
  await takeBackup({
    dataDir: options.dataDir,
    target: file,
    authSecretFromEnvironment: Boolean(process.env.AUTH_SECRET),
    now: moment,
  });
  for (const old of migrationBackups(options.dataDir).slice(Math.max(options.kept, 1))) rmSync(old.file);
  return file;
}

/**
 * The start-up's safeguards (server.ts): on SQLite a backup before pending migrations run (none when
 * `kept` is 0), on PostgreSQL a reminder to take one; and, when the database is newer than this
 * build, a message that names the backup to restore.
 */
export function migrationSafeguards(options: {
  dataDir: string;
  databaseUrl: string | null;
  kept: number;
  version: string;
  logger: Logger;
}): MigrationSafeguards {
  const { dataDir, databaseUrl, kept, version, logger } = options;
  return {
    beforeMigrating: async ({ latest, pending }) => {
      if (databaseUrl) {
        logger.warn("migrating PostgreSQL without an automatic backup: back it up first with pg_dump", {
          pending,
          hint: 'pg_dump -Fc --dbname="$DATABASE_URL" --file=poriadok-before-upgrade.dump (README, "Backups")',
        });
        return;
      }
      if (kept === 0) {
        logger.warn("migrating without a backup (MIGRATION_BACKUPS_KEPT=0)", { pending });
        return;
      }
      const file = await backUpBeforeMigrating({ dataDir, latest, before: `v${version}`, kept });
      logger.info("database backed up before migrating", { file, schema: latest, pending });
    },
    describeNewerDatabase: (unknown, latestKnown) =>
      explainNewerDatabase({ dataDir, databaseUrl, version, unknown, latestKnown }),
  };
}

/**
 * Which newer version upgraded the database (the name of the backup it took says so) and how to go
 * back: restore that backup, roll back with the newer version, or run the newer version.
 */
export function explainNewerDatabase(options: {
  dataDir: string;
  databaseUrl: string | null;
  version: string;
  unknown: string[];
  latestKnown: string | null;
}): string {
  const { unknown, latestKnown } = options;
  const known = latestKnown ? schemaLabel(latestKnown) : "";
  const backup = options.databaseUrl
    ? undefined
    : migrationBackups(options.dataDir).find((found) => found.before !== "down" && found.schema <= known);
  const by = backup?.before.startsWith("v") ? ` (version ${backup.before.slice(1)})` : "";
  const lines = [
    `This database was upgraded by a newer Poriadok${by}: it has migrations that this version (${options.version}) does not know: ${unknown.join(", ")}.`,
    "This version does not start on it. Either start the newer version again, or go back:",
  ];
  if (backup) {
    lines.push(
      `  - restore the backup taken before that upgrade (what was written since is lost): npm run restore -- ${backup.file}`,
    );
  } else if (options.databaseUrl) {
    lines.push(
      '  - restore the dump you took before the upgrade: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>',
    );
  } else {
    lines.push(
      `  - restore a backup from before the upgrade (npm run restore -- <file>); ${migrationBackupsDir(options.dataDir)} has none from before it`,
    );
  }
  lines.push(
    `  - or keep the data: with the newer version, npm run migrate -- down ${unknown.length} (each migration it can undo), then start this one.`,
  );
  return lines.join("\n");
}
