import { ConfigError, type EnvConfig, loadConfig } from "../config.ts";
import { restrictNewFiles } from "../data-dir-modes.ts";
import { BackupError } from "./database-files.ts";

/**
 * The frame of `npm run backup` and `npm run restore`: the same environment as the app (DATA_DIR,
 * DATABASE_URL, AUTH_SECRET), the operator's mistakes as one plain message and exit code 1, and
 * new files readable by the owner only (the umask, as the app's).
 */
export async function runCommand(run: (config: EnvConfig) => Promise<void> | void): Promise<void> {
  // A backup holds password hashes and sessions: what the commands write is the owner's alone.
  restrictNewFiles();
  try {
    await run(loadConfig());
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
