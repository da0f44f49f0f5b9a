import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Real CalDAV clients as child processes (caldav-clients.test.ts): vdirsyncer syncing into a folder that
 * todoman reads and writes, and python3-caldav under Debian's Python. Each peer lives in a temporary folder
 * of its own (config, status, caches, HOME), removed by `close()`.
 */

/** Debian's Python, which has python3-caldav; the `python3` on PATH may be another one. */
const DEBIAN_PYTHON = "/usr/bin/python3";
const INSTALL_HINT =
  "sudo apt-get install -y vdirsyncer todoman python3-caldav (or: bash scripts/ensure-caldav-clients.sh)";

/** Whether the clients' tests are skipped on purpose (CALDAV_CLIENTS=skip); otherwise missing clients fail them. */
export const caldavClientsSkipped = process.env.CALDAV_CLIENTS === "skip";

/** Throws naming the install command when a client is missing: a real-client test must not pass without one. */
export function assertCaldavClientsPresent(): void {
  const checks: [string, string[]][] = [
    ["vdirsyncer", ["--version"]],
    ["todoman", ["--version"]],
    [DEBIAN_PYTHON, ["-c", "import caldav"]],
  ];
  for (const [command, args] of checks) {
    try {
      execFileSync(command, args, { stdio: "ignore", timeout: 30_000 });
    } catch {
      throw new Error(`The CalDAV client "${command} ${args.join(" ")}" is missing. Install them: ${INSTALL_HINT}`);
    }
  }
}

type Run = { stdout: string; stderr: string };

/** Runs a client; a non-zero exit or a timeout rejects with what it printed. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}) {
  return new Promise<Run>((resolve, reject) => {
    const child = execFile(
      command,
      args,
      { env: { ...process.env, ...options.env }, timeout: 45_000, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.join(" ")} failed: ${error.message}\n${stdout}\n${stderr}`));
        else resolve({ stdout, stderr });
      },
    );
    child.stdin?.end(options.input ?? "");
  });
}

export type TodomanTask = {
  id: number;
  summary: string;
  due: number | null;
  completed: boolean;
  list: string;
  priority: number;
};

export type VdirsyncerPeer = {
  /** The folder vdirsyncer syncs the Tasks collection into (one .ics per task). */
  tasksDir: string;
  discover: () => Promise<Run>;
  sync: () => Promise<Run>;
  /** todoman with this peer's config; `editor` is the command `todoman edit --raw` opens the file with. */
  todo: (args: string[], editor?: string) => Promise<Run>;
  /** `todoman --porcelain list` with the done tasks too. */
  tasks: () => Promise<TodomanTask[]>;
  icsFiles: () => string[];
  close: () => void;
};

/** vdirsyncer paired with a server's CalDAV (VTODO only) and a filesystem folder, and todoman on that folder. */
export function vdirsyncerPeer(serverUrl: string, user: string, password: string): VdirsyncerPeer {
  const dir = mkdtempSync(path.join(tmpdir(), "poriadok-vdirsyncer-"));
  const calendars = path.join(dir, "calendars");
  const tasksDir = path.join(calendars, "tasks");
  mkdirSync(tasksDir, { recursive: true });
  const config = path.join(dir, "vdirsyncer.conf");
  writeFileSync(
    config,
    `[general]
status_path = ${JSON.stringify(path.join(dir, "status"))}

[pair poriadok]
a = "poriadok_local"
b = "poriadok_remote"
collections = ["from b"]
conflict_resolution = "b wins"

[storage poriadok_local]
type = "filesystem"
path = ${JSON.stringify(calendars)}
fileext = ".ics"

[storage poriadok_remote]
type = "caldav"
url = ${JSON.stringify(`${serverUrl}/`)}
username = ${JSON.stringify(user)}
password = ${JSON.stringify(password)}
item_types = ["VTODO"]
`,
  );
  const todoConfig = path.join(dir, "todoman.py");
  writeFileSync(
    todoConfig,
    [
      `path = ${JSON.stringify(path.join(calendars, "*"))}`,
      `cache_path = ${JSON.stringify(path.join(dir, "todoman-cache.sqlite3"))}`,
      'date_format = "%Y-%m-%d"',
      'time_format = "%H:%M"',
      'default_list = "tasks"',
      "",
    ].join("\n"),
  );
  const env = { HOME: dir, XDG_CONFIG_HOME: dir, XDG_CACHE_HOME: dir, LANG: "C.UTF-8", TZ: "UTC" };
  const vdirsyncer = (args: string[], input?: string) => run("vdirsyncer", ["-c", config, ...args], { env, input });
  const todo = (args: string[], editor?: string) =>
    run("todoman", ["-c", todoConfig, ...args], { env: { ...env, ...(editor ? { EDITOR: editor } : {}) } });
  return {
    tasksDir,
    // Answers yes should vdirsyncer offer to create a collection on either side.
    discover: () => vdirsyncer(["discover"], "y\n".repeat(8)),
    sync: () => vdirsyncer(["sync"]),
    todo,
    tasks: async () => JSON.parse((await todo(["--porcelain", "list", "--status", "ANY"])).stdout) as TodomanTask[],
    icsFiles: () => readdirSync(tasksDir).filter((name) => name.endsWith(".ics")),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A shell command for todoman's $EDITOR that adds a line to the VTODO it opens (`todoman edit --raw`). */
export function editorAdding(line: string): string {
  const script = `import sys; p = sys.argv[1]; s = open(p).read(); open(p, "w").write(s.replace("END:VTODO", ${JSON.stringify(`${line}\r\n`)} + "END:VTODO", 1))`;
  return `${DEBIAN_PYTHON} -c '${script}'`;
}

/** Runs a step of caldav-peer.py (a python3-caldav client) and parses the JSON it prints last. */
export async function pythonCaldav<T>(serverUrl: string, user: string, password: string, step: string[]): Promise<T> {
  const script = fileURLToPath(new URL("./caldav-peer.py", import.meta.url));
  const { stdout } = await run(DEBIAN_PYTHON, [script, `${serverUrl}/`, user, password, ...step], {
    env: { PYTHONDONTWRITEBYTECODE: "1" },
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "null") as T;
}
