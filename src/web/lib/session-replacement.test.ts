import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchAfterSessionReplaced, replacingSession } from "./session-replacement";

afterEach(() => vi.unstubAllGlobals());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("session replacement", () => {
  it("sends at once while no password change is under way", () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    void fetchAfterSessionReplaced("/api/notes");
    expect(fetch).toHaveBeenCalledWith("/api/notes", undefined);
  });

  it("holds a request back until the change is answered (with the new cookie), then sends it", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    const change = deferred<string>();
    const changed = replacingSession(() => change.promise);
    const request = fetchAfterSessionReplaced("/api/notes?category=tasks");
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    change.resolve("ok");
    await expect(changed).resolves.toBe("ok");
    await request;
    expect(fetch).toHaveBeenCalledWith("/api/notes?category=tasks", undefined);
  });

  it("sends the change once the requests under way are answered, so none is read with the old cookie", async () => {
    const answer = deferred<Response>();
    const fetch = vi.fn(() => answer.promise);
    vi.stubGlobal("fetch", fetch);
    const underWay = fetchAfterSessionReplaced("/api/notes?category=notes");
    const change = vi.fn(async () => "ok");
    const changed = replacingSession(change);
    await settle();
    expect(change).not.toHaveBeenCalled();
    answer.resolve(new Response("{}"));
    await underWay;
    await expect(changed).resolves.toBe("ok");
    expect(change).toHaveBeenCalledTimes(1);
  });

  it("lets the held requests go when the change is refused (the old session is still good)", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    const change = deferred<string>();
    const changed = replacingSession(() => change.promise);
    const request = fetchAfterSessionReplaced("/api/auth/get-session");
    change.reject(new Error("wrong password"));
    await expect(changed).rejects.toThrow("wrong password");
    await request;
    expect(fetch).toHaveBeenCalledTimes(1);
    void fetchAfterSessionReplaced("/api/tags");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
