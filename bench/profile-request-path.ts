/**
 * A CPU profile of the request path (issue 10): the real server in this process on a temporary
 * SQLite database, a user with 100 notes, and `PROFILE_REQUESTS` requests, 10 at a time, to
 * PROFILE_PATH (default /api/health; the user's cookie goes with every request), printing req/s and
 * CPU time per request.
 * Run it as `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile-request-path.ts`
 * and open the largest .cpuprofile in Chrome DevTools (Performance, load profile). The server shares
 * this process with the load and tsx, so read the server's functions, not the totals.
 */
import { createLogger } from "../src/server/logger.ts";
import { serverProcessEnvironment } from "../src/server/reliability/server-process.ts";
import { createTestStorage, startTestServer } from "../src/server/test-support/test-server.ts";
import { createPool } from "./http-pool.ts";
import { createVirtualUsers } from "./load-users.ts";

const requests = Number(process.env.PROFILE_REQUESTS ?? 5000);
const path = process.env.PROFILE_PATH ?? "/api/health";
const storage = await createTestStorage(null);
const { env } = await serverProcessEnvironment(storage);
const server = await startTestServer(storage, { env, logger: createLogger("silent") });
try {
  const [user] = await createVirtualUsers(env, 1, 100);
  const pool = createPool(server.url, 10);
  let sent = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (sent < requests) {
        sent += 1;
        const answer = await pool.send({ method: "GET", path, cookie: user?.cookie ?? "" });
        if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.body}`);
      }
    }),
  );
  // CPU time per request (server and client alike, both in this process) varies far less than req/s
  // on a shared machine: it does not count the time other processes hold the cores.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRequest = (cpu.user + cpu.system) / requests;
  const perSecond = requests / ((performance.now() - started) / 1000);
  console.log(`${requests} × ${path}: ${perSecond.toFixed(0)} req/s, ${cpuPerRequest.toFixed(0)} µs CPU per request`);
  pool.close();
} finally {
  await server.stop();
  await storage.dispose();
}
