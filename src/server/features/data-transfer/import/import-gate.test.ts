import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { importGate } from "./import-gate.ts";

/** An app whose import waits until the test lets it finish, so two can meet. */
function gatedApp() {
  const app = new Hono();
  const waiting: (() => void)[] = [];
  let started = () => {};
  const firstStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.post("/", importGate({ concurrent: 1, retryAfterSeconds: 7 }), async (c) => {
    started();
    await new Promise<void>((resolve) => waiting.push(resolve));
    return c.json({ ok: true });
  });
  const finishAll = () => {
    for (const finish of waiting.splice(0)) finish();
  };
  return { app, firstStarted, finishAll };
}

describe("the import gate", () => {
  it("lets one import run and answers another meanwhile 503 server_busy with Retry-After, then lets the next in", async () => {
    const { app, firstStarted, finishAll } = gatedApp();
    const first = app.request("/", { method: "POST" });
    await firstStarted;
    const second = await app.request("/", { method: "POST" });
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe("7");
    expect(await second.json()).toMatchObject({ error: { code: "server_busy" } });
    finishAll();
    expect((await first).status).toBe(200);
    const third = app.request("/", { method: "POST" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    finishAll();
    expect((await third).status).toBe(200);
  });

  it("gives the slot back when the import fails", async () => {
    const failing = new Hono();
    failing.onError((_error, c) => c.json({ failed: true }, 400));
    failing.post("/", importGate({ concurrent: 1, retryAfterSeconds: 5 }), () => {
      throw new Error("refused");
    });
    expect((await failing.request("/", { method: "POST" })).status).toBe(400);
    expect((await failing.request("/", { method: "POST" })).status).toBe(400);
  });
});
