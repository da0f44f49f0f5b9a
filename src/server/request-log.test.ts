import { describe, expect } from "vitest";
import { createLogger } from "./logger.ts";
import { newUser, signedInClient } from "./test-support/accounts.ts";
import { serverTest } from "./test-support/server-fixture.ts";
import { createTestClient } from "./test-support/test-client.ts";

const lines: string[] = [];
const test = serverTest({ logger: createLogger("info", (line) => lines.push(line)) });

describe("the request log", () => {
  test("never contains a password-reset or confirmation token", async ({ harness: { server, mail } }) => {
    const user = newUser();
    await signedInClient(server.url, mail, user);
    const visitor = createTestClient(server.url);
    expect(
      (await visitor.post("/api/auth/request-password-reset", { email: user.email, redirectTo: "/auth" })).status,
    ).toBe(200);
    const resetMail = await mail.waitFor(user.email, { subject: /password/i });
    const link = new URL(resetMail.links.find((href) => href.includes("/api/auth/reset-password/")) as string);
    const token = link.pathname.split("/").at(-1) as string;
    expect((await visitor.get(`${link.pathname}${link.search}`)).status).toBe(302);

    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
    expect(requests).toContainEqual(
      expect.objectContaining({ method: "GET", path: "/api/auth/reset-password/[redacted]", status: 302 }),
    );
    expect(requests).toContainEqual(expect.objectContaining({ path: "/api/auth/verify-email", status: 302 }));
    expect(lines.join("\n")).not.toContain(token);
  });
});
