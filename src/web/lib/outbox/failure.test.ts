import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failureVerdict, retryDelayMs } from "./failure";

const answer = (status: number, code = "whatever") => new ApiError(status, code, "");

describe("failureVerdict", () => {
  it("keeps a command that got no answer (offline, a dropped connection)", () => {
    expect(failureVerdict(new TypeError("Failed to fetch"))).toBe("keep");
  });

  it("keeps it on a server fault, a timeout, too many requests or an expired session", () => {
    for (const status of [500, 502, 503, 504, 408, 429, 401])
      expect(failureVerdict(answer(status)), `${status}`).toBe("keep");
  });

  it("drops it on any other refusal, which a retry would only repeat", () => {
    for (const status of [400, 403, 404, 409, 410, 413, 422])
      expect(failureVerdict(answer(status)), `${status}`).toBe("drop");
  });

  it("keeps it while the same key is still being applied, and counts it applied when only the answer was lost", () => {
    expect(failureVerdict(answer(409, "idempotency_key_in_flight"))).toBe("keep");
    expect(failureVerdict(answer(409, "idempotency_answer_lost"))).toBe("applied");
    expect(failureVerdict(answer(422, "idempotency_key_reused"))).toBe("drop");
  });
});

describe("retryDelayMs", () => {
  it("doubles from one second up to half a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
