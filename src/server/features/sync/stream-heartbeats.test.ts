import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../logger.ts";
import type { StreamCredential } from "./stream-credentials.ts";
import { type HeartbeatMember, startStreamHeartbeats } from "./stream-heartbeats.ts";

const HEARTBEAT_MS = 15_000;
const SLOT_MS = 250; // 60 slots at the default interval

type Probe = HeartbeatMember & { beats: number[]; ended: boolean };

function probe(userId: string, token = `${userId}-${Math.random()}`): Probe {
  const member: Probe = {
    userId,
    credential: { kind: "session", token },
    beats: [],
    ended: false,
    beat: () => member.beats.push(Date.now()),
    end: () => {
      member.ended = true;
    },
  };
  return member;
}

describe("the instance's heartbeat ticker", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("spreads 1,000 streams over the interval and checks each slot's credentials in one call", async () => {
    const checked: number[] = [];
    const heartbeats = startStreamHeartbeats({
      heartbeatMs: HEARTBEAT_MS,
      checkCredentials: async (credentials) => {
        checked.push(credentials.length);
        return new Set(credentials);
      },
      logger: createLogger("silent"),
    });
    const members = Array.from({ length: 1_000 }, (_, i) => probe(`user-${i % 100}`));
    for (const member of members) heartbeats.add(member);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    // Every stream beat once, in 60 calls of at most 17 streams: never all at the same moment.
    expect(members.every((member) => member.beats.length === 1)).toBe(true);
    expect(checked).toHaveLength(HEARTBEAT_MS / SLOT_MS);
    expect(Math.max(...checked)).toBeLessThanOrEqual(Math.ceil(1_000 / 60));
    const firstBeats = new Set(members.map((member) => member.beats[0]));
    expect(firstBeats.size).toBe(60);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(
      members.every(
        (member) => member.beats.length === 2 && (member.beats[1] ?? 0) - (member.beats[0] ?? 0) === HEARTBEAT_MS,
      ),
    ).toBe(true);
    heartbeats.stop();
  });

  it("ends the streams whose credentials are gone, keeps the others, and keeps all when the check fails", async () => {
    let isDatabaseDown = false;
    const revoked = new Set<string>(["gone"]);
    const heartbeats = startStreamHeartbeats({
      heartbeatMs: HEARTBEAT_MS,
      checkCredentials: async (credentials: readonly StreamCredential[]) => {
        if (isDatabaseDown) throw new Error("connection refused");
        return new Set(credentials.filter((credential) => !revoked.has(credential.token)));
      },
      logger: createLogger("silent"),
    });
    const kept = probe("alice");
    const gone = probe("bob", "gone");
    heartbeats.add(kept);
    heartbeats.add(gone);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect([kept.beats.length, kept.ended, gone.beats.length, gone.ended]).toEqual([1, false, 0, true]);
    isDatabaseDown = true;
    revoked.add(kept.credential.token);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect([kept.beats.length, kept.ended]).toEqual([2, false]);
    heartbeats.stop();
  });

  it("beats a due slot without checking while the previous check is still out; re-checks one user on demand", async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const heartbeats = startStreamHeartbeats({
      heartbeatMs: HEARTBEAT_MS,
      checkCredentials: (credentials) => {
        calls += 1;
        return new Promise((resolve) => {
          release = () => resolve(new Set(credentials));
        });
      },
      logger: createLogger("silent"),
    });
    const members = Array.from({ length: 120 }, (_, i) => probe(`user-${i}`));
    for (const member of members) heartbeats.add(member);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(calls).toBe(1); // the first slot's check never answered: no queries piled up behind it
    expect(members.filter((member) => member.beats.length === 1)).toHaveLength(118);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(members.every((member) => member.beats.length === 1)).toBe(true);

    const carol = probe("carol");
    heartbeats.add(carol);
    const checking = heartbeats.checkUserNow("carol");
    expect(calls).toBe(2);
    release?.();
    await checking;
    expect(carol.beats).toHaveLength(1);
    heartbeats.stop();
  });
});
