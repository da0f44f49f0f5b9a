import { expect } from "vitest";
import type { TestClient } from "./test-client.ts";

/**
 * The signed-in user's data version, as the ETag of a cached read carries it ("<version>-<hash>"):
 * it rises by exactly one per applied write, so tests count writes with it.
 */
export async function readDataVersionEtag(client: TestClient): Promise<number> {
  const response = await client.get("/api/notes/counts");
  expect(response.status).toBe(200);
  const etag = response.headers.get("ETag") ?? "";
  const match = /^"(\d+)-/.exec(etag);
  if (!match?.[1]) throw new Error(`no data version in ETag ${etag}`);
  return Number(match[1]);
}
