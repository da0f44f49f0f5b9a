import path from "node:path";
import { performance } from "node:perf_hooks";
import { HOME_NOTES } from "./budgets.ts";
import { PASSWORD, type SignedInState, seedHomeUser } from "./seed-home-user.ts";
import { type BuiltServer, startBuiltServer } from "./start-built-server.ts";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
/** The build to measure: BUDGET_DIST, else E2E_DIST (the browser tests' build), else dist. */
export const MEASURED_DIST = path.resolve(REPO_ROOT, process.env.BUDGET_DIST ?? process.env.E2E_DIST ?? "dist");
/** Its server's port (the browser tests use 3197). */
export const MEASURED_PORT = Number(process.env.BUDGET_PORT ?? 3198);

/**
 * The measured build running on a fresh database, with the user whose /home is measured (HOME_NOTES
 * notes) signed in. Shared by the budgets (run.ts) and the profiler (profile-route.ts), so both
 * load the same page with the same data. `tool` prefixes the log line.
 */
export async function startMeasuredBuild(
  tool: string,
): Promise<{ server: BuiltServer; signedIn: SignedInState; account: { email: string; password: string } }> {
  const server = await startBuiltServer(MEASURED_DIST, MEASURED_PORT);
  try {
    const seeding = performance.now();
    const account = { email: `budget.${Date.now().toString(36)}@example.org`, password: PASSWORD };
    const signedIn = await seedHomeUser(server.baseUrl, server.dataDir, HOME_NOTES, account.email);
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(`${tool}: ${HOME_NOTES} notes seeded through the API in ${seconds} s`);
    return { server, signedIn, account };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
