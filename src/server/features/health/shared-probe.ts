/**
 * One database probe shared by every health check that arrives while it runs or shortly after a
 * success. A load balancer, an orchestrator and a monitoring system may each ask several times a
 * second; on SQLite every probe takes the write lock (see open-sqlite.ts), so without sharing, a
 * burst of health checks queues behind itself and behind real writes. A failure is never reused:
 * the next check probes again, so recovery shows at once, and an outage shows within
 * `successReuseMs` plus the probe's own timeout.
 */
export function sharedProbe(probe: () => Promise<void>, successReuseMs: number, now: () => number = Date.now) {
  let inFlight: Promise<void> | null = null;
  let lastSuccessAt = Number.NEGATIVE_INFINITY;

  return function probeOnce(): Promise<void> {
    if (now() - lastSuccessAt < successReuseMs) return Promise.resolve();
    if (inFlight) return inFlight;
    const started = probe().then(
      () => {
        lastSuccessAt = now();
      },
      (error: unknown) => {
        lastSuccessAt = Number.NEGATIVE_INFINITY;
        throw error;
      },
    );
    inFlight = started.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
