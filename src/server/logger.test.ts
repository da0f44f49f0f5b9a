import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

function captureLog() {
  const lines: string[] = [];
  const logger = createLogger("debug", (line) => lines.push(line));
  const last = () => JSON.parse(lines.at(-1) ?? "null") as Record<string, unknown>;
  return { logger, last };
}

describe("the logger", () => {
  it("writes Better Auth's error details (an array of arguments) with name, message, code and stack", () => {
    const { logger, last } = captureLog();
    const smtp = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ECONNREFUSED" });
    const failure = new Error("Failed to send the mail", { cause: smtp });
    // The shape auth.ts hands over: Better Auth's logger arguments as `details`.
    logger.error("auth: Failed to send the sign-up verification email", { details: [failure] });

    const [detail] = last().details as Record<string, unknown>[];
    expect(detail).toMatchObject({
      name: "Error",
      message: "Failed to send the mail",
      stack: expect.stringContaining("logger.test.ts"),
      cause: { name: "Error", message: "connect ECONNREFUSED 127.0.0.1:2525", code: "ECONNREFUSED" },
    });
  });

  it("keeps an APIError's own fields (status and body)", () => {
    const { logger, last } = captureLog();
    logger.error("auth: INTERNAL_SERVER_ERROR", {
      details: [new APIError("INTERNAL_SERVER_ERROR", { message: "database is locked" })],
    });
    const [detail] = last().details as Record<string, unknown>[];
    expect(detail).toMatchObject({
      name: "APIError",
      status: "INTERNAL_SERVER_ERROR",
      body: { message: "database is locked" },
      stack: expect.any(String),
    });
  });

  it("writes an error given directly as a field, as before", () => {
    const { logger, last } = captureLog();
    logger.error("unhandled error", { error: new TypeError("x is not a function") });
    expect(last()).toMatchObject({
      msg: "unhandled error",
      error: { name: "TypeError", message: "x is not a function" },
    });
  });

  it("survives cycles, BigInts and deep nesting instead of throwing", () => {
    const { logger, last } = captureLog();
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    let deep: unknown = "bottom";
    for (let level = 0; level < 50; level += 1) deep = [deep];
    logger.warn("odd values", { cyclic, count: 12n, deep });

    expect(last()).toMatchObject({ cyclic: { name: "loop", self: "[circular]" }, count: "12" });
    expect(JSON.stringify(last().deep)).toContain("[too deep]");
  });

  it("writes nothing below its level", () => {
    const lines: string[] = [];
    createLogger("warn", (line) => lines.push(line)).info("quiet");
    expect(lines).toEqual([]);
  });
});
