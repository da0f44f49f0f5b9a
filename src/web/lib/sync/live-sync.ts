import type { QueryClient } from "@tanstack/react-query";
import { applyPull, refreshAll } from "./apply-pull";
import { type ChangeStream, openChangeStream } from "./change-stream";
import { fetchPull } from "./fetch-pull";
import { canShareOneStream, whileLeader } from "./leader-election";
import type { PullAnswer } from "./pull-answer";
import { moveCursor, readCursor, resetCursor } from "./sync-cursor";
import { openSyncChannel, type SyncMessage } from "./sync-messages";

export type LiveSyncOptions = {
  /** Another tab signed out: stop everything of this user in this tab now. */
  onSignedOutElsewhere: () => void;
  /** The server refused the stream: the session may be gone, ask for it again. */
  onStreamRefused: () => void;
  /** The cursor of the offline copy an earlier visit stored (null: none). */
  storedCursor: Promise<number | null>;
};

/**
 * Keeps this tab's screens in step with the user's other devices. One tab per browser (the leader,
 * Web Locks) holds the stream; on a sequence beyond the cursor it pulls the changes once and shares
 * the answer with the other tabs (BroadcastChannel), and every tab refreshes the queries the changes
 * feed (apply-pull.ts). Without Web Locks or BroadcastChannel each tab does all of it alone.
 * Returns stop().
 */
export function startLiveSync(queryClient: QueryClient, userId: string, options: LiveSyncOptions): () => void {
  const shared = canShareOneStream();
  const channel = shared ? openSyncChannel() : null;
  let stopped = false;
  let latestSeq = 0;
  let pulling = false;
  let heardFirstSequence = false;

  /** Applies a pull (this tab's or the leader's) that starts at `since`. */
  const receive = async (since: number, answer: PullAnswer) => {
    const cursor = readCursor();
    if (cursor !== null && cursor < since) {
      // This tab's copy is older than where the leader's pull starts (restored from an old offline
      // copy): it asks for its own gap.
      latestSeq = Math.max(latestSeq, answer.cursor);
      void pull({ share: false });
      return;
    }
    if (answer.reset) resetCursor(answer.cursor);
    else moveCursor(answer.cursor);
    await applyPull(queryClient, answer);
  };

  /**
   * Pulls from the cursor while the stream has announced more (`force`: once anyway, after coming back
   * online). A call while a pull runs returns at once: the running loop looks at `latestSeq` again.
   */
  const pull = async ({ share, force = false }: { share: boolean; force?: boolean }) => {
    if (pulling) return;
    pulling = true;
    try {
      for (;;) {
        const since = readCursor();
        if (stopped || since === null || (!force && latestSeq <= since)) break;
        force = false;
        const answer = await fetchPull(since);
        if (stopped) return;
        if (share) channel?.postMessage({ type: "pulled", userId, since, answer } satisfies SyncMessage);
        await receive(since, answer);
        // No progress (the server is behind its own announcement): the next event tries again.
        if (answer.cursor <= since) break;
      }
    } catch (error) {
      // No answer (offline, a fault): the next event or coming back online pulls again.
      console.warn("Live sync: the changes could not be pulled", error);
    } finally {
      pulling = false;
    }
  };

  /**
   * The first sequence a tab without a cursor hears. The screens were fetched before the stream
   * opened, so a change in between would be missed by starting at that sequence: with an offline copy
   * from an earlier visit the pull starts at its cursor (only what changed since is refreshed); on a
   * browser's first visit everything on screen is fetched once more.
   */
  const startFromFirstSequence = async () => {
    const stored = await options.storedCursor;
    if (stopped || readCursor() !== null) return;
    if (stored !== null && stored <= latestSeq) {
      resetCursor(stored);
      return;
    }
    resetCursor(latestSeq);
    await refreshAll(queryClient);
  };

  const onChange = (seq: number) => {
    latestSeq = Math.max(latestSeq, seq);
    if (readCursor() !== null) {
      void pull({ share: true });
      return;
    }
    if (heardFirstSequence) return;
    heardFirstSequence = true;
    void startFromFirstSequence().then(() => pull({ share: true }));
  };

  /** Leading: the stream, and a pull after coming back online (what was missed while away). */
  let leading = false;
  const lead = () => {
    leading = true;
    const stream: ChangeStream = openChangeStream({ onChange, onRefused: options.onStreamRefused });
    const onOnline = () => {
      stream.ensureOpen();
      void pull({ share: true, force: true });
    };
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      stream.close();
    };
  };

  const onMessage = (event: MessageEvent<SyncMessage>) => {
    const message = event.data;
    if (message.type === "signed-out") options.onSignedOutElsewhere();
    else if (message.type === "pulled" && message.userId === userId && !stopped) {
      void receive(message.since, message.answer);
    }
  };
  channel?.addEventListener("message", onMessage);
  const stopLeading = shared ? whileLeader(lead) : lead();
  // A tab that is not the leader hears only the pulls shared from now on; one the leader shared
  // between this tab's first fetches and now (its sync starts after the page settled) would be lost,
  // so its screens are fetched once more. (The stored cursor is the leader's, not this tab's.)
  void options.storedCursor.then(() => {
    if (!leading && !stopped) void refreshAll(queryClient);
  });

  return () => {
    stopped = true;
    stopLeading();
    channel?.removeEventListener("message", onMessage);
    channel?.close();
  };
}
