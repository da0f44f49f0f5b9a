/**
 * The docker commands `npm run test:container` (check.ts) runs, through the docker client on PATH.
 * Builds use the classic builder when the client has no BuildKit plugin (buildx), as with Debian's
 * docker.io, and every build and container uses the host's network: a daemon started here may have
 * no bridge (`dockerd --iptables=false --bridge=none`), and the npm registry is reached as the host does.
 */
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

export function docker(args: string[], options: { quiet?: boolean } = {}): string {
  return execFileSync("docker", args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", options.quiet ? "ignore" : "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

export function dockerOk(args: string[]): boolean {
  try {
    docker(args, { quiet: true });
    return true;
  } catch {
    return false;
  }
}

/** Whether the daemon answers; otherwise, what to do (printed by check.ts). */
export function daemonProblem(): string | null {
  try {
    docker(["version", "--format", "{{.Server.Version}}"]);
    return null;
  } catch (error) {
    const detail = error instanceof Error && "stderr" in error ? String(error.stderr).trim() : String(error);
    return `${detail}\nStart a docker daemon first, e.g. (as root): apt-get install -y docker.io && dockerd --iptables=false --bridge=none &`;
  }
}

/** A command's output into a log file; resolves with its exit code. */
export function runLogged(command: string, args: string[], logFile: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<number>((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("error", reject);
    child.on("close", (code) => log.end(() => resolve(code ?? 1)));
  });
}

/** `docker build` of the repository's Dockerfile; BuildKit only where the client has it. */
export async function buildImage(options: {
  context: string;
  tag: string;
  buildArgs: Record<string, string>;
  logFile: string;
}): Promise<number> {
  const args = ["build", "--network", "host", "--tag", options.tag];
  for (const [name, value] of Object.entries(options.buildArgs)) args.push("--build-arg", `${name}=${value}`);
  args.push(options.context);
  const env = { ...process.env };
  if (!dockerOk(["buildx", "version"])) env.DOCKER_BUILDKIT = "0";
  return runLogged("docker", args, options.logFile, env);
}

/** The container's health as Docker's own HEALTHCHECK sees it ("starting", "healthy", "unhealthy"). */
export function healthStatus(container: string): string {
  return docker(["inspect", "--format", "{{if .State.Health}}{{.State.Health.Status}}{{end}}", container]);
}

/** Polls until the probe returns something other than null; an error the probe throws ends the wait. */
export async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

/** The files in a folder of a running container, by name (read with the image's own node). */
export function readFilesIn(container: string, folder: string): Record<string, string> {
  const script = `const fs=require("fs"),p=require("path"),d=${JSON.stringify(folder)};
const out={};if(fs.existsSync(d))for(const n of fs.readdirSync(d).sort())out[n]=fs.readFileSync(p.join(d,n),"utf8");
process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(docker(["exec", container, "node", "-e", script])) as Record<string, string>;
}
