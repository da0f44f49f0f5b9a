import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * When DATABASE_URL is set (CI's PostgreSQL leg), each test server gets a database of its own,
 * created next to the one named by DATABASE_URL and dropped afterwards, so tests never see each
 * other's rows. Without DATABASE_URL the tests use SQLite in a temporary directory.
 */
export const postgresUrl = process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : null;

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

export async function createScratchPostgres(adminUrl: string): Promise<ScratchDatabase> {
  const name = `poriadok_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(adminUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
