import type { Logger } from "../../logger.ts";
import type { CheckCredentials, StreamCredential } from "./stream-credentials.ts";

/** One open stream as the heartbeat ticker sees it. */
export type HeartbeatMember = {
  userId: string;
  credential: StreamCredential;
  /** Its session or token still holds (or could not be checked): send the heartbeat comment. */
  beat: () => void;
  /** Its session or token is gone: end the stream. */
  end: () => void;
};

export type StreamHeartbeats = {
  /** Puts a stream in the least-filled slot; returns its removal. */
  add: (member: HeartbeatMember) => () => void;
  /** Re-checks one user's streams now (some of their sessions ended), not at their next beat. */
  checkUserNow: (userId: string) => Promise<void>;
  stop: () => void;
};

/** A slot fires at most this often; the interval is cut into at most MAX_SLOTS slots. */
const SLOT_MIN_MS = 250;
const MAX_SLOTS = 60;

/**
 * One ticker per instance for every open stream's heartbeat and session re-check (issue 26). The
 * interval is cut into slots (60 of 250 ms at the default 15 s); each stream joins the least-filled
 * slot, so its first beat comes at some point within the interval and a slot holds 1/60 of the
 * streams. Each tick re-checks its slot's credentials in one query (stream-credentials.ts), then
 * beats the streams that still hold and ends the others. Before, every stream ran its own timer and
 * its own session lookup, all at the same moment: 500 streams saturated the pool every 15 s.
 *
 * One check at a time: while the previous tick's query is still out (a slow database), a due slot
 * is beaten without a check — the connection stays open, and no queries pile up; its streams are
 * checked a round later. A check that fails (database down) keeps the streams, as before.
 */
export function startStreamHeartbeats(options: {
  heartbeatMs: number;
  checkCredentials: CheckCredentials;
  logger: Logger;
}): StreamHeartbeats {
  const { heartbeatMs, checkCredentials, logger } = options;
  const slotCount = Math.max(1, Math.min(MAX_SLOTS, Math.floor(heartbeatMs / SLOT_MIN_MS)));
  const slots = Array.from({ length: slotCount }, () => new Set<HeartbeatMember>());
  const slotOf = new Map<HeartbeatMember, Set<HeartbeatMember>>();
  let tick = 0;
  let isChecking = false;

  const check = async (due: HeartbeatMember[]): Promise<void> => {
    let valid: Set<StreamCredential> | null = null;
    try {
      valid = await checkCredentials(due.map((member) => member.credential));
    } catch (error) {
      logger.warn("live sync: the streams' sessions could not be checked", { error, streams: due.length });
    }
    for (const member of due) {
      if (!slotOf.has(member)) continue; // the stream ended while its check was out
      if (valid === null || valid.has(member.credential)) member.beat();
      else member.end();
    }
  };

  const timer = setInterval(() => {
    const slot = slots[tick % slotCount] ?? new Set();
    tick += 1;
    if (slot.size === 0) return;
    const due = [...slot];
    if (isChecking) {
      for (const member of due) member.beat();
      return;
    }
    isChecking = true;
    void check(due).finally(() => {
      isChecking = false;
    });
  }, heartbeatMs / slotCount);
  timer.unref();

  return {
    add(member) {
      // The least-filled slot, searched from a random one so equal slots are taken in no fixed order.
      const offset = Math.floor(Math.random() * slotCount);
      let chosen = slots[offset] as Set<HeartbeatMember>;
      for (let i = 1; i < slotCount; i += 1) {
        const slot = slots[(offset + i) % slotCount] as Set<HeartbeatMember>;
        if (slot.size < chosen.size) chosen = slot;
      }
      chosen.add(member);
      slotOf.set(member, chosen);
      return () => {
        slotOf.get(member)?.delete(member);
        slotOf.delete(member);
      };
    },
    async checkUserNow(userId) {
      const due = [...slotOf.keys()].filter((member) => member.userId === userId);
      if (due.length > 0) await check(due);
    },
    stop: () => clearInterval(timer),
  };
}
