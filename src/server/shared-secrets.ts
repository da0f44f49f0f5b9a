import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ColumnType, Kysely } from "kysely";
import type { Config, EnvConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { generateVapidKeys, parseVapidPair } from "./vapid-keys.ts";

/** One generated secret (migration 0025): written once, never updated. */
export type AppSecretsTable = {
  name: SharedSecretName;
  value: string;
  created_at: ColumnType<string, string, string>;
};

export type SharedSecretName = "auth_secret" | "vapid_keys";

/** Where versions before 0025 kept each secret in DATA_DIR; read once to adopt their values. */
export const LEGACY_SECRET_FILES: Record<SharedSecretName, string> = {
  auth_secret: "auth-secret",
  vapid_keys: "vapid-keys.json",
};

type SecretKind = {
  name: SharedSecretName;
  /** A fresh value, for a database that has none and a DATA_DIR without a legacy file. */
  generate: () => string;
  /** The legacy file's text as a value, or null when it is not one (the start then refuses). */
  fromFile: (text: string) => string | null;
};

const AUTH_SECRET: SecretKind = {
  name: "auth_secret",
  generate: () => randomBytes(48).toString("base64url"),
  // Better Auth signs with any text; the generated ones were 64 characters, AUTH_SECRET at least 32.
  fromFile: (text) => (text.trim().length >= 32 ? text.trim() : null),
};

const VAPID_KEYS: SecretKind = {
  name: "vapid_keys",
  generate: () => JSON.stringify(generateVapidKeys()),
  fromFile: (text) => {
    const pair = parseVapidPair(text);
    return pair ? JSON.stringify(pair) : null;
  },
};

/**
 * The full configuration: the environment's, with the session secret and the Web Push key pair
 * that the environment does not set taken from the database (table app_secrets). The first instance
 * to start on a database writes them — the values of DATA_DIR's files from before, where they exist,
 * else new ones —, every later one (and every other instance on the same PostgreSQL) reads the same
 * rows. Call it after migrating. Variables always win: a value set in the environment is used as it
 * is and the database's row of it is neither read nor written.
 */
export async function withSharedSecrets(database: DatabaseHandle, config: EnvConfig, logger: Logger): Promise<Config> {
  const { publicKey, privateKey, subject } = config.vapid;
  const authSecret = config.authSecret ?? (await sharedSecret(database, config.dataDir, AUTH_SECRET, logger));
  const pair =
    publicKey && privateKey
      ? { publicKey, privateKey }
      : parseVapidPair(await sharedSecret(database, config.dataDir, VAPID_KEYS, logger));
  if (!pair) throw new Error("app_secrets.vapid_keys does not hold a P-256 key pair; restore it from a backup");
  return { ...config, authSecret, vapid: { ...pair, subject } };
}

function secretsTable(database: DatabaseHandle): Kysely<{ app_secrets: AppSecretsTable }> {
  return database.db.withTables<{ app_secrets: AppSecretsTable }>();
}

async function readSecret(database: DatabaseHandle, name: SharedSecretName): Promise<string | null> {
  const row = await secretsTable(database)
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.value ?? null;
}

/**
 * The database's value of one secret, written first if there is none. Race-free without a lock:
 * instances starting together each offer a value (insert … on conflict do nothing), exactly one
 * insert lands, and all read back that one. A legacy file whose value lost (another instance's file
 * or a generated value got there first) is named in a warning; files are never changed or removed,
 * so an older version started on this DATA_DIR again still finds them.
 */
async function sharedSecret(
  database: DatabaseHandle,
  dataDir: string,
  kind: SecretKind,
  logger: Logger,
): Promise<string> {
  const file = path.join(dataDir, LEGACY_SECRET_FILES[kind.name]);
  const stored = await readSecret(database, kind.name);
  const legacy = readLegacyFile(file, kind, stored !== null);
  if (stored === null) {
    const offered = legacy ?? kind.generate();
    await secretsTable(database)
      .insertInto("app_secrets")
      .values({ name: kind.name, value: offered, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .execute();
    const value = await readSecret(database, kind.name);
    if (value === null) throw new Error(`app_secrets.${kind.name} was written but cannot be read back`);
    if (value === offered) {
      logger.info(legacy ? "secret moved from DATA_DIR into the database" : "secret generated into the database", {
        secret: kind.name,
        ...(legacy ? { file } : {}),
      });
    }
    if (legacy !== null && value !== legacy) warnUnusedFile(logger, kind, file);
    return value;
  }
  if (legacy !== null && legacy !== stored) warnUnusedFile(logger, kind, file);
  return stored;
}

/**
 * A legacy file's value. One that cannot be read as a value stops the start while the database has
 * none — generating a new one would silently drop the value the operator may still need —; once the
 * database has the secret, such a file no longer matters.
 */
function readLegacyFile(file: string, kind: SecretKind, isStoredAlready: boolean): string | null {
  if (!existsSync(file)) return null;
  const value = kind.fromFile(readFileSync(file, "utf8"));
  if (value === null && !isStoredAlready) {
    throw new Error(
      `${file} does not hold a valid ${kind.name === "auth_secret" ? "secret" : "VAPID key pair"}: ` +
        "restore it from a backup, or move it away to start with a new one",
    );
  }
  return value;
}

function warnUnusedFile(logger: Logger, kind: SecretKind, file: string): void {
  logger.warn("a secret file in DATA_DIR differs from the database's shared value and is not used", {
    secret: kind.name,
    file,
  });
}
