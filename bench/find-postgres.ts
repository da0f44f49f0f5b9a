import pg from "pg";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The PostgreSQL to benchmark on: DATABASE_URL when it names one, otherwise a local server on the
 * default port if one answers within a second (scratch databases are made beside it), else none.
 */
export async function findPostgres(): Promise<string | null> {
  const configured = process.env.DATABASE_URL;
  if (configured?.startsWith("postgres")) return configured;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return LOCAL_POSTGRES;
  } catch {
    return null; // no local PostgreSQL: SQLite only
  } finally {
    await client.end().catch(() => undefined);
  }
}
