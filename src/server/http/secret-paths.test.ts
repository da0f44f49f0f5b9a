import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactUrl } from "../redact-url.ts";
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from "../test-support/test-server.ts";
import { SECRET_PATHS } from "./secret-paths.ts";

let storage: TestStorage;
let server: TestServer;

beforeAll(async () => {
  storage = await createTestStorage();
  server = await startTestServer(storage);
});
afterAll(async () => {
  await server.stop();
  await storage.dispose();
});

/** A parameter whose name says it is a credential: such a route belongs in SECRET_PATHS. */
const SECRET_PARAMETER = /:(\w*(token|secret|feed|key|code)\w*)/i;

describe("the secret paths", () => {
  it("are the very paths the app registers", () => {
    const registered = new Set(server.routes.map((route) => route.path));
    for (const secretPath of SECRET_PATHS.filter(
      (path) => path.startsWith("/api/") && !path.startsWith("/api/auth/"),
    )) {
      expect(registered, secretPath).toContain(secretPath);
    }
  });

  it("hold every route of the app with a credential in its path, and the logs redact each", () => {
    const secretRoutes = server.routes.filter((route) => SECRET_PARAMETER.test(route.path));
    expect(secretRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of secretRoutes) {
      expect(SECRET_PATHS, `${route.method} ${route.path}`).toContain(route.path);
      const example = route.path.replace(/:\w+(\{[^}]*\})?/g, (parameter) =>
        parameter.includes(".ics") ? "s3cret.ics" : "s3cret",
      );
      expect(redactUrl(example)).not.toContain("s3cret");
    }
  });
});
