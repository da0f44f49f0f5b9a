import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src/web"),
  "@shared": path.resolve(import.meta.dirname, "src/shared"),
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
        },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
