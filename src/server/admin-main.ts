import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config.ts";
import { restrictNewFiles } from "./data-dir-modes.ts";
import { openDatabase, sqliteFileIn } from "./db/client.ts";
import { isAdminCommand, runAdminCommand, USAGE } from "./features/admin/admin-cli.ts";
import { inviteToSignUp } from "./features/registration/index.ts";
import { leaveAllLists } from "./features/sharing/leave-all-lists.ts";

/**
 * `npm run admin -- users list | invite EMAIL | disable EMAIL | enable EMAIL | delete EMAIL |
 * make-admin EMAIL`: the admin's actions from a shell (features/admin/admin-cli.ts), with the app's
 * environment (DATA_DIR or DATABASE_URL), beside a running Poriadok or without one.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (!isAdminCommand(args)) {
    process.stderr.write(USAGE.stderr);
    return USAGE.code;
  }
  restrictNewFiles();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  // A DATA_DIR without a database: say so, rather than leave an empty database file behind.
  if (!config.databaseUrl && !existsSync(sqliteFileIn(config.dataDir))) {
    process.stderr.write(NOT_SET_UP);
    return 1;
  }
  const database = openDatabase(config);
  try {
    if (!(await hasAdminColumns(database.db))) {
      process.stderr.write(NOT_SET_UP);
      return 1;
    }
    const result = await runAdminCommand(args, {
      database,
      adminEmails: config.adminEmails,
      baseUrl: config.baseUrl,
      steps: { leaveAllLists, inviteToSignUp },
    });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    return result.code;
  } finally {
    await database.close();
  }
}

const NOT_SET_UP = "The database is not set up for this version yet: start Poriadok once, then try again.\n";

/** Whether start-up has migrated the admin plugin's columns (the command never migrates by itself). */
async function hasAdminColumns(db: ReturnType<typeof openDatabase>["db"]): Promise<boolean> {
  try {
    await db.selectFrom("user").select(["role", "banned"]).limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

process.exitCode = await main().catch((error: unknown) => {
  process.stderr.write(`The command failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
