import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ROUTES } from "../shared/client-routes.ts";
import {
  createTestStorage,
  startTestServer,
  TEST_INDEX_HTML,
  type TestServer,
  type TestStorage,
} from "./test-support/test-server.ts";

describe("the HTTP surface", () => {
  let storage: TestStorage;
  let server: TestServer;

  beforeAll(async () => {
    storage = await createTestStorage();
    server = await startTestServer(storage, {
      env: { CONTACT_EMAIL: "author@example.org", DONATION_IBAN: " SK31 1200 0000 1987 4263 7541 " },
    });
  });
  afterAll(async () => {
    await server.stop();
    await storage.dispose();
  });

  it("answers the health check with 200 JSON once ready", async () => {
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      status: "ok",
      database: storage.databaseUrl ? "postgres" : "sqlite",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/),
    });
  });

  it("answers unknown API routes with a JSON 404, for every method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await server.request("/api/no-such-thing", { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: `No API route ${method} /api/no-such-thing` },
      });
    }
  });

  it.each([
    ...CLIENT_ROUTES.map((route) => `/${route.replace(":id", "3")}`),
    "/sk",
    "/sk/about",
    "/sk/shopping/3",
    "/home/",
  ])("serves the web app for the deep link %s (history fallback)", async (route) => {
    const response = await server.request(route, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(TEST_INDEX_HTML);
  });

  it.each(["/no/such/page", "/no-such-page", "/sk/nic-take", "/home/extra", "/shopping", "/favicon.ico"])(
    "answers %s, which is no screen of the app, with 404 and the app (its not-found screen)",
    async (route) => {
      const response = await server.request(route, { headers: { accept: "text/html" } });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(await response.text()).toBe(TEST_INDEX_HTML);
    },
  );

  it("serves hashed assets with a long cache and other files as they are", async () => {
    const asset = await server.request("/assets/app-3f2a.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toContain("poriadok");

    const manifest = await server.request("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ name: "Poriadok" });
  });

  it("tells visitors the installation's contact and donation settings", async () => {
    const response = await server.request("/api/public-config");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      contactEmail: "author@example.org",
      supportEmail: null,
      donationIban: "SK31 1200 0000 1987 4263 7541",
      version: expect.any(String),
      registration: "open",
      oidcName: null,
      commit: expect.stringMatching(/^([0-9a-f]{7}|unknown)$/),
    });
  });
});
