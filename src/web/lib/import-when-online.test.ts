// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { importWhenOnline } from "./import-when-online";

const setOnline = (isOnline: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(isOnline);

describe("importWhenOnline", () => {
  afterEach(() => vi.restoreAllMocks());

  it("waits offline for the network and tries again, instead of failing", async () => {
    setOnline(false);
    const attempts = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce("the module");
    let settled = false;
    const loaded = importWhenOnline(attempts).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    setOnline(true);
    window.dispatchEvent(new Event("online"));
    await expect(loaded).resolves.toBe("the module");
    expect(attempts).toHaveBeenCalledTimes(2);
  });

  it("fails at once when the failure is not for want of a network", async () => {
    setOnline(true);
    const failure = new Error("the module threw");
    await expect(importWhenOnline(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
