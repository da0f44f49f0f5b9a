import { api, unwrap } from "@/lib/api-client";
import type { PullAnswer } from "./pull-answer";

/** `GET /api/sync?since=<cursor>` through the typed client: what changed since the cursor. */
export async function fetchPull(since: number): Promise<PullAnswer> {
  return unwrap(await api.sync.$get({ query: { since: String(since) } }));
}
