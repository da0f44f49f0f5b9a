import { refuseOnPostgres } from "./database-files.ts";
import { formatBytes, runCommand } from "./run-command.ts";
import { takeBackup } from "./take-backup.ts";

/** `npm run backup [path]`: a consistent copy of the embedded database, safe while the app serves. */
await runCommand(async (config) => {
  refuseOnPostgres(config.databaseUrl, "backup");
  const result = await takeBackup({
    dataDir: config.dataDir,
    target: process.argv[2],
    authSecretFromEnvironment: Boolean(process.env.AUTH_SECRET),
  });
  process.stdout.write(`Backup written: ${result.file} (${formatBytes(result.bytes)})\n`);
  const lines = [
    result.includesAuthSecret
      ? "It includes the session secret, so sessions and e-mail links keep working after a restore."
      : "AUTH_SECRET comes from the environment: keep it with the backup; a restore needs the same value.",
  ];
  if (result.includesVapidKeys) lines.push("It includes the Web Push keys, so notifications keep reaching devices.");
  lines.push("Keep it as private as the secret itself: it also holds password hashes and sessions.");
  process.stdout.write(`${lines.join("\n")}\n`);
});
