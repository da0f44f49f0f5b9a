/**
 * Runs `read` over `ids` a chunk at a time and joins what it gives: an `in (…)` list with one parameter
 * per id must stay inside SQLite's 32,766 and PostgreSQL's 65,535 parameters.
 */
export async function readInChunks<Row>(
  ids: readonly string[],
  size: number,
  read: (chunk: readonly string[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += size) rows.push(...(await read(ids.slice(start, start + size))));
  return rows;
}
