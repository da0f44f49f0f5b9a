import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { handleError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { apiBodyLimit } from "./body-limit.ts";

/**
 * Which requests the body limit looks at (issue 10): asking a request for its body makes
 * @hono/node-server build the whole Fetch Request, so GET and HEAD, which never carry one, pass
 * untouched; every method that may carry a body is still limited. (body-limit.test.ts checks the
 * limit itself on the real server.)
 */
function appWithLimit() {
  const app = new Hono();
  app.use("*", apiBodyLimit(1024));
  app.all("*", (c) => c.text("handled"));
  app.onError(handleError(createLogger("silent")));
  return app;
}

/** A request that counts how often its body is asked for. */
function countingBodyReads(request: Request) {
  const counter = { reads: 0 };
  const body = request.body;
  Object.defineProperty(request, "body", {
    get() {
      counter.reads += 1;
      return body;
    },
  });
  return counter;
}

describe("the body limit by method", () => {
  it.each(["GET", "HEAD"])("leaves the body of a %s request unasked", async (method) => {
    const request = new Request("http://localhost/api/notes", { method });
    const counter = countingBodyReads(request);
    const response = await appWithLimit().request(request);
    expect(response.status).toBe(200);
    expect(counter.reads).toBe(0);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("still refuses a %s body over the limit", async (method) => {
    const response = await appWithLimit().request("http://localhost/api/notes", {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content: "a".repeat(2048) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });
  });
});
