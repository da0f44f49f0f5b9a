import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src/web"),
  "@shared": path.resolve(import.meta.dirname, "src/shared"),
};

const optimizedDeps = {
  enabled: true,
  include: ["date-fns", "date-fns/locale", "react-day-picker", "react-day-picker/locale"],
};

/**
 * Two projects: `unit` (pure rules and components, fast) and `server` (the real server on a real
 * database in a temporary directory; on PostgreSQL too when DATABASE_URL is set). Browser flows
 * live in e2e/ and run under Playwright.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          // The app loads each language's texts before rendering; the tests load both before they start.
          setupFiles: ["src/web/test-support/load-catalogues.ts"],
          // Component tests type with userEvent; on a busy 2-core machine 5 s is not enough headroom.
          testTimeout: 15_000,
          // date-fns (and react-day-picker's locales, which load all of date-fns's) bundled once into a file
          // each: since Node 22 every module Node loads from date-fns parses its 200 KB package.json again,
          // so loading the package's ~400 (or ~1,000 with the locales) modules takes seconds in every test file.
          deps: { optimizer: { client: optimizedDeps, ssr: optimizedDeps } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          // Vitest's default is one worker fewer than the cores: one on these 2-core machines. A server
          // test spends much of its time waiting (on its server's sockets, timers, scrypt on libuv's
          // threads, PostgreSQL), so three files at a time keep both cores busy. Each file has its own
          // data directory, database and port, so files are independent.
          maxWorkers: Math.max(3, os.availableParallelism()),
          // One module graph per worker, shared by the files it runs one after another, instead of importing
          // the server's graph again for every file: that import was 60 % of the suite's time (1,090 s of
          // 1,800 s across the workers; 33 s without). Safe because every file builds its own app, data
          // directory and database from factories: no test mocks a module or changes one's state.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
