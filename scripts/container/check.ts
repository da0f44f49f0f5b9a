/**
 * `npm run test:container` (issue 26): the Dockerfile builds an image that runs. Makes the base image
 * when no registry is reachable (make-base-image.sh: Debian from debootstrap plus Node.js from the npm
 * registry; BASE_IMAGE=<image> uses another, e.g. node:24-bookworm-slim), builds the image, runs it on
 * a named volume, and checks: Docker's HEALTHCHECK turns healthy, /api/health answers 200 with the
 * version and commit, the server runs as a user other than root, a sign-up (with the Origin of
 * BASE_URL) and its confirmation mail (DATA_DIR/outbox on the volume) work, `docker stop` ends it with
 * exit code 0 within 10 s, and after a start on the same volume the user still signs in.
 * Exits 0 when all hold, 1 on a failed check, 2 when docker cannot run. The base image and Docker's
 * layer cache stay, so a second run takes a fraction of the first; KEEP=1 leaves the container and volume.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readMail } from "../../src/server/test-support/read-mail.ts";
import { createTestClient } from "../../src/server/test-support/test-client.ts";
import { freePort } from "../../src/server/test-support/test-server.ts";
import {
  buildImage,
  daemonProblem,
  docker,
  dockerOk,
  healthStatus,
  readFilesIn,
  runLogged,
  waitFor,
} from "./docker.ts";

const REPO = path.resolve(import.meta.dirname, "../..");
const cache = path.resolve(REPO, process.env.CONTAINER_CACHE ?? ".build/container");
const baseImage = process.env.BASE_IMAGE ?? "poriadok-base:local";
const image = process.env.IMAGE ?? "poriadok:check";
const run = randomBytes(4).toString("hex");
const container = `poriadok-check-${run}`;
const volume = `poriadok-check-${run}`;
const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (message: string) => console.log(`[${since()}] ${message}`);

class CheckFailed extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

async function prepareImages(): Promise<void> {
  mkdirSync(cache, { recursive: true });
  if (!process.env.BASE_IMAGE) {
    step(`base image ${baseImage} (made once, then kept)`);
    const log = path.join(cache, "base-image.log");
    const script = path.join(REPO, "scripts/container/make-base-image.sh");
    const code = await runLogged("bash", [script, baseImage], log, { ...process.env, CONTAINER_CACHE: cache });
    check(code === 0, `making the base image failed (exit ${code}):\n${tail(log)}`);
    console.log(`  ${tail(log, 1)}`);
  }
  step(`docker build on ${baseImage}`);
  const log = path.join(cache, "build.log");
  const buildStarted = Date.now();
  const code = await buildImage({
    context: REPO,
    tag: image,
    buildArgs: { BASE_IMAGE: baseImage, POR_COMMIT: gitCommit() },
    logFile: log,
  });
  check(code === 0, `docker build failed (exit ${code}):\n${tail(log, 40)}`);
  const size = Number(docker(["image", "inspect", "--format", "{{.Size}}", image]));
  step(`built ${image} in ${((Date.now() - buildStarted) / 1000).toFixed(0)} s, ${(size / 1e6).toFixed(0)} MB`);
}

function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: REPO, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

function tail(file: string, lines = 20): string {
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}

async function waitHealthy(baseUrl: string): Promise<Record<string, unknown>> {
  await waitFor("Docker's HEALTHCHECK to report healthy", 120_000, async () => {
    const status = healthStatus(container);
    if (status === "unhealthy") throw new CheckFailed(`unhealthy:\n${docker(["logs", "--tail", "30", container])}`);
    return status === "healthy" ? true : null;
  });
  const response = await fetch(`${baseUrl}/api/health`);
  check(response.status === 200, `/api/health answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

function startContainer(port: number, baseUrl: string): void {
  docker([
    ...["run", "--detach", "--name", container, "--network", "host", "--volume", `${volume}:/data`],
    // The image's HEALTHCHECK command, probed every 2 s instead of 30 s so the check does not wait.
    ...["--health-interval", "2s", "--health-start-period", "60s"],
    ...["--env", `PORT=${port}`, "--env", "HOST=127.0.0.1", "--env", `BASE_URL=${baseUrl}`],
    image,
  ]);
}

async function confirmationLink(email: string): Promise<string> {
  return waitFor(`the confirmation mail in /data/outbox`, 30_000, async () => {
    for (const raw of Object.values(readFilesIn(container, "/data/outbox"))) {
      const mail = readMail(raw);
      const link = mail.links.find((href) => href.includes("verify-email"));
      if (mail.to.includes(email) && link) return link;
    }
    return null;
  });
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string | null> {
  const client = createTestClient(baseUrl);
  const response = await client.post("/api/auth/sign-in/email", { email, password });
  if (response.status !== 200) return null;
  const session = (await (await client.get("/api/auth/get-session")).json()) as { user?: { email?: string } } | null;
  return session?.user?.email ?? null;
}

async function checkContainer(): Promise<void> {
  const port = Number(process.env.CONTAINER_PORT ?? (await freePort()));
  const baseUrl = `http://127.0.0.1:${port}`;
  docker(["volume", "create", volume]);
  step(`docker run ${container} on volume ${volume}, port ${port}`);
  startContainer(port, baseUrl);
  const health = await waitHealthy(baseUrl);
  step(`healthy: ${JSON.stringify(health)}`);
  check(health.version === JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8")).version, "version");
  const commit = gitCommit();
  check(!commit || health.commit === commit, `commit ${String(health.commit)}, expected ${commit}`);
  const user = docker(["exec", container, "id", "-u"]);
  check(user !== "0", "the server runs as root");
  check(!docker(["exec", container, "sh", "-c", "test -w /app/dist && echo writable || true"]), "/app is writable");
  step(`runs as uid ${user}; the application's files are read-only to it`);

  const email = `container-${run}@example.org`;
  const password = `container-check-${run}`;
  const client = createTestClient(baseUrl);
  const signUp = await client.post("/api/auth/sign-up/email", { email, password, name: "Container", callbackURL: "/" });
  check(signUp.status === 200, `sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const confirmed = await client.get(await confirmationLink(email));
  check(confirmed.status < 400, `the confirmation link answered ${confirmed.status}`);
  check((await signIn(baseUrl, email, password)) === email, "sign-in after confirming failed");
  step(`signed up ${email}, confirmed through the mail in /data/outbox, signed in`);

  const stopStarted = Date.now();
  docker(["stop", container]);
  const stopMs = Date.now() - stopStarted;
  const exitCode = docker(["inspect", "--format", "{{.State.ExitCode}}", container]);
  check(exitCode === "0", `docker stop: exit code ${exitCode}\n${docker(["logs", "--tail", "20", container])}`);
  check(stopMs < 10_000, `docker stop took ${stopMs} ms`);
  step(`docker stop: exit code 0 in ${(stopMs / 1000).toFixed(1)} s`);
  docker(["start", container]);
  await waitHealthy(baseUrl);
  check((await signIn(baseUrl, email, password)) === email, "the user cannot sign in after the restart");
  step("started again on the same volume: healthy, and the user signs in");
}

async function main(): Promise<number> {
  const problem = daemonProblem();
  if (problem) {
    console.error(`docker cannot run here: ${problem}`);
    return 2;
  }
  try {
    await prepareImages();
    await checkContainer();
    step("container check passed");
    return 0;
  } catch (error) {
    console.error(`[${since()}] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (process.env.KEEP) {
      console.log(`kept: container ${container}, volume ${volume}`);
    } else {
      dockerOk(["rm", "--force", "--volumes", container]);
      dockerOk(["volume", "rm", "--force", volume]);
    }
  }
}

process.exit(await main());
