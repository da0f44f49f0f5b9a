import { existsSync } from "node:fs";
import path from "node:path";
import { LEGACY_SECRET_FILES } from "../shared-secrets.ts";
import { BackupError, databaseFile, refuseOnPostgres } from "./database-files.ts";
import { restoreBackup } from "./restore-backup.ts";
import { runCommand } from "./run-command.ts";

/** `npm run restore <file>`: puts a backup in place of DATA_DIR's database (the app must be stopped). */
await runCommand((config) => {
  refuseOnPostgres(config.databaseUrl, "restore");
  const backup = process.argv[2];
  if (!backup) throw new BackupError("Usage: npm run restore <backup file>");
  const result = restoreBackup({ dataDir: config.dataDir, backup });
  const lines = [
    `Restored ${backup}${result.takenAt ? ` (taken ${result.takenAt})` : ""} into ${databaseFile(config.dataDir)}.`,
  ];
  if (result.previousDatabase) lines.push(`The database that was there is kept as ${result.previousDatabase}.`);
  if (result.previousAuthSecret) lines.push(`The auth secret that was there is kept as ${result.previousAuthSecret}.`);
  if (result.restoredAuthSecret && process.env.AUTH_SECRET) {
    lines.push(
      "AUTH_SECRET is set in the environment and wins over the restored secret: sign-ins made before the backup need that same value.",
    );
  }
  const hasVapidFile = existsSync(path.join(config.dataDir, LEGACY_SECRET_FILES.vapid_keys));
  if (!result.restoredVapidKeys && !process.env.VAPID_PUBLIC_KEY && !hasVapidFile) {
    lines.push(
      "The backup holds no Web Push keys: the app makes new ones, and each device turns notifications on again.",
    );
  }
  if (!result.restoredAuthSecret) {
    lines.push(
      "The backup holds no auth secret: start the app with the AUTH_SECRET it had, or everyone signs in again.",
    );
  }
  lines.push("Start the app again (npm start).");
  process.stdout.write(`${lines.join("\n")}\n`);
});
