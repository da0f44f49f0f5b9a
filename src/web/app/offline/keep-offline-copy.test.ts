import { onlineManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_QUERY_KEY } from "@/features/account/api/get-session";
import { keepOfflineCopy } from "./keep-offline-copy";
import type { OfflinePrefetch } from "./offline-queries";

const KEPT = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };
const fetched: string[] = [];
/** The kept queries of the test: two screens' data, then one detail per list the "lists" query holds. */
const kept =
  (name: string): OfflinePrefetch =>
  (client) =>
    client.prefetchQuery({
      queryKey: [name],
      queryFn: async () => {
        fetched.push(name);
        return name === "lists" ? ["list-1", "list-2"] : `${name} data`;
      },
      ...KEPT,
    });

vi.mock("./offline-queries", () => ({
  offlinePrefetches: () => [kept("lists"), kept("trash")],
  shoppingListDetails: (client: QueryClient) => (client.getQueryData<string[]>(["lists"]) ?? []).map(kept),
}));

let queryClient: QueryClient;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  fetched.length = 0;
  onlineManager.setOnline(true);
  queryClient = new QueryClient();
  // Someone is signed in: with nobody (signed out, the session gone) the keeper asks for nothing.
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: { id: "user-1" } });
});
afterEach(() => {
  stop?.();
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe("keepOfflineCopy", () => {
  it("fetches every kept query, then each list's details, one at a time", async () => {
    stop = keepOfflineCopy(queryClient);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetched).toEqual(["lists", "trash", "list-1", "list-2"]);
    expect(queryClient.getQueryData(["list-2"])).toBe("list-2 data");
  });

  it("fetches again only what was marked changed, a few seconds after the change", async () => {
    stop = keepOfflineCopy(queryClient);
    await vi.advanceTimersByTimeAsync(100);
    fetched.length = 0;
    await queryClient.invalidateQueries({ queryKey: ["trash"] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetched).toEqual(["trash"]);
  });

  it("asks for nothing offline, and fetches what is missing when the network is back", async () => {
    onlineManager.setOnline(false);
    stop = keepOfflineCopy(queryClient);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetched).toEqual([]);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(3100);
    expect(fetched).toEqual(["lists", "trash", "list-1", "list-2"]);
  });

  it("keeps its queries in memory past the 5-minute gcTime while it runs, and lets go of them when stopped", async () => {
    stop = keepOfflineCopy(queryClient);
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(queryClient.getQueryData(["trash"])).toBe("trash data");
    // A query a screen still shows stays.
    const unsubscribe = new QueryObserver(queryClient, { queryKey: ["lists"], enabled: false }).subscribe(() => {});
    stop();
    expect(queryClient.getQueryData(["trash"])).toBeUndefined();
    expect(queryClient.getQueryData(["lists"])).toEqual(["list-1", "list-2"]);
    unsubscribe();
  });

  it("asks for nothing once nobody is signed in (a sign-out under way or done)", async () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    stop = keepOfflineCopy(queryClient);
    await vi.runAllTimersAsync();
    expect(fetched).toEqual([]);
  });
});
