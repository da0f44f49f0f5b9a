import { describe, expect, it } from "vitest";
import { confirmedParams } from "./confirmed-params";

describe("the confirmation link's return", () => {
  it("carries the address, so the sign-in form opens filled in", () => {
    const params = new URLSearchParams(confirmedParams("jana+poriadok@example.org"));
    expect(params.get("verified")).toBe("1");
    expect(params.get("email")).toBe("jana+poriadok@example.org");
    expect(params.has("redirect")).toBe(false);
  });

  it("keeps where the visitor was going", () => {
    const params = new URLSearchParams(confirmedParams("jana@example.org", "/sk/invite/abc"));
    expect(params.get("redirect")).toBe("/sk/invite/abc");
  });
});
