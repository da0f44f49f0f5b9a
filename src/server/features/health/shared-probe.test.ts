import { describe, expect, it } from "vitest";
import { sharedProbe } from "./shared-probe.ts";

function controllableProbe() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const probe = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { probe, calls };
}

describe("sharedProbe", () => {
  it("lets checks that arrive during a probe wait for that probe instead of starting their own", async () => {
    const { probe, calls } = controllableProbe();
    const probeOnce = sharedProbe(probe, 250);
    const answers = [probeOnce(), probeOnce(), probeOnce()];
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    await Promise.all(answers);
  });

  it("reuses a success for the reuse window and probes again after it", async () => {
    let clock = 1_000;
    const { probe, calls } = controllableProbe();
    const probeOnce = sharedProbe(probe, 250, () => clock);
    const first = probeOnce();
    calls[0]?.resolve();
    await first;
    clock += 249;
    await probeOnce();
    expect(calls).toHaveLength(1);
    clock += 1;
    const third = probeOnce();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    await third;
  });

  it("never reuses a failure: the next check probes again", async () => {
    const { probe, calls } = controllableProbe();
    const probeOnce = sharedProbe(probe, 250);
    const failing = probeOnce();
    calls[0]?.reject(new Error("locked"));
    await expect(failing).rejects.toThrow("locked");
    const next = probeOnce();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    await next;
  });

  it("forgets an earlier success once a probe fails", async () => {
    let clock = 0;
    const { probe, calls } = controllableProbe();
    const probeOnce = sharedProbe(probe, 250, () => clock);
    const first = probeOnce();
    calls[0]?.resolve();
    await first;
    clock += 300;
    const failing = probeOnce();
    calls[1]?.reject(new Error("gone"));
    await expect(failing).rejects.toThrow("gone");
    clock += 1;
    probeOnce().catch(() => undefined);
    expect(calls).toHaveLength(3);
  });
});
