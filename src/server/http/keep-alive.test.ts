import { expect } from "vitest";
import { serverTest } from "../test-support/server-fixture.ts";
import { KEEP_ALIVE_TIMEOUT_MS } from "./keep-alive.ts";

const test = serverTest();

test("kept-alive connections stay open longer than a reverse proxy keeps its idle ones (nginx 60 s, Caddy 2 min), and say so", async ({
  harness,
}) => {
  expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(120_000);
  const response = await fetch(`${harness.server.url}/api/health`);
  await response.body?.cancel();
  expect(response.headers.get("keep-alive")).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
});
