import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { uuidv7 } from "uuidv7";
import { ApiError } from "@/lib/api-client";
import type { StoredCommand } from "./command";
import { retryDelayMs } from "./failure";
import { type CommandInput, type CommandKindName, type CommandResult, commandKinds } from "./kinds";
import { memoryOutboxStore, type OutboxStore, openOutboxStore } from "./outbox-store";
import { applyToCache, keepPendingVisible, showsCommandAlready } from "./overlay";
import { writePendingCount } from "./pending-count";
import { showRefusedToast, type Translate } from "./refused-toast";
import { drainInOrder, type SendOutcome, sendCommand, withOutboxLock } from "./send-command";

export type OutboxContext = { queryClient: QueryClient; userId: string; translate: () => Translate };

type Waiter = { resolve: (result: unknown) => void; reject: (error: unknown) => void };
type Message =
  | { type: "added"; command: StoredCommand }
  | { type: "settled"; id: string; outcome: SendOutcome }
  /** A tab whose screen waited on a refused command tells the sender it has shown the refusal. */
  | { type: "reported"; id: string };

/**
 * How long the sending tab waits to hear that the tab where the change was made (its screen waiting
 * on it) reported a refusal itself, before it reports it: once, not in both tabs.
 */
const REPORT_HANDOVER_MS = 500;

/**
 * One user's outbox in this tab: every change is written to IndexedDB before it shows, shown at once
 * (its kind's applier over TanStack Query's cache), then sent in order, once, by one tab at a time.
 * Tabs tell each other what was added and what became of it (BroadcastChannel).
 */
class Outbox {
  readonly userId: string;
  private readonly context: OutboxContext;
  private readonly store: OutboxStore;
  private readonly channel: BroadcastChannel;
  private readonly stopWatching: () => void;
  /** The commands waiting, in order, as this tab knows them (the store is the truth). */
  private pending: StoredCommand[] = [];
  private readonly waiters = new Map<string, Waiter>();
  /** What the settled commands changed, fetched again once nothing waits. */
  private readonly affected = new Map<string, QueryKey>();
  private isDraining = false;
  private drainAgain = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Refusals this tab sent and will report unless the tab that made the change does. */
  private readonly unreported = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(context: OutboxContext, store: OutboxStore, pending: StoredCommand[]) {
    this.context = context;
    this.userId = context.userId;
    this.store = store;
    this.pending = pending;
    const pageStartedAt = performance.timeOrigin;
    applyToCache(context.queryClient, (query) =>
      pending.filter((command) => !showsCommandAlready(query.state.dataUpdatedAt, command, pageStartedAt)),
    );
    this.stopWatching = keepPendingVisible(context.queryClient, () => this.pending);
    this.channel = new BroadcastChannel(`poriadok-outbox-${this.userId}`);
    this.channel.onmessage = (event: MessageEvent<Message>) => this.handleMessage(event.data);
    window.addEventListener("online", this.handleOnline);
    this.publishCount();
    this.requestDrain();
  }

  async enqueue<K extends CommandKindName>(
    name: K,
    input: CommandInput<K>,
    commandId = uuidv7(),
  ): Promise<CommandResult<K> | undefined> {
    const kind = commandKinds[name] as { prepare: (queryClient: QueryClient, input: unknown) => unknown };
    const command: StoredCommand = {
      id: commandId,
      kind: name,
      args: kind.prepare(this.context.queryClient, input),
      createdAt: Date.now(),
    };
    // Its waiter and this tab's list know it before it is stored, since a send already under way may
    // pick it up from the store at once; it shows only once stored, so what shows survives a reload.
    const outcome = new Promise<unknown>((resolve, reject) => this.waiters.set(command.id, { resolve, reject }));
    this.pending.push(command);
    try {
      await this.store.add(command);
    } catch (error) {
      this.pending = this.pending.filter((entry) => entry.id !== command.id);
      this.waiters.delete(command.id);
      throw error;
    }
    applyToCache(this.context.queryClient, () => [command]);
    this.publishCount();
    this.channel.postMessage({ type: "added", command } satisfies Message);
    // Offline the screen need not wait for a send that cannot happen: the change is kept.
    if (!navigator.onLine) this.releaseWaiters();
    this.requestDrain();
    return outcome as Promise<CommandResult<K> | undefined>;
  }

  stop(): void {
    this.releaseWaiters();
    this.stopWatching();
    this.channel.close();
    window.removeEventListener("online", this.handleOnline);
    clearTimeout(this.retryTimer);
    for (const timer of this.unreported.values()) clearTimeout(timer);
    this.store.close();
  }

  private readonly handleOnline = () => {
    this.failures = 0;
    this.requestDrain();
  };

  private handleMessage(message: Message): void {
    if (message.type === "added") {
      if (this.pending.some((command) => command.id === message.command.id)) return;
      this.pending.push(message.command);
      applyToCache(this.context.queryClient, () => [message.command]);
    } else if (message.type === "reported") {
      clearTimeout(this.unreported.get(message.id));
      this.unreported.delete(message.id);
    } else {
      this.settle(message.id, revived(message.outcome), false);
    }
  }

  /** Sends what waits, unless this tab is at it already (then it goes round once more). */
  private requestDrain(): void {
    clearTimeout(this.retryTimer);
    if (this.isDraining) {
      this.drainAgain = true;
      return;
    }
    this.isDraining = true;
    void withOutboxLock(this.userId, () => this.drain())
      .catch((error: unknown) => {
        console.warn("The outbox could not send its changes", error);
        return "kept" as const;
      })
      .then((result) => {
        this.isDraining = false;
        if (result === "kept") {
          this.releaseWaiters();
          this.failures += 1;
          this.retryTimer = setTimeout(() => this.requestDrain(), retryDelayMs(this.failures));
        } else {
          this.failures = 0;
          if (this.drainAgain) this.requestDrain();
        }
        this.drainAgain = false;
      });
  }

  private drain(): Promise<"empty" | "kept"> {
    return drainInOrder(this.store, sendCommand, (command, outcome) => {
      this.settle(command.id, outcome, true);
      this.channel.postMessage({ type: "settled", id: command.id, outcome: portable(outcome) } satisfies Message);
    });
  }

  /** A command is done with (sent or refused): it leaves the screen's overlay and its waiter hears. */
  private settle(id: string, outcome: SendOutcome, isSender: boolean): void {
    const command = this.pending.find((entry) => entry.id === id);
    this.pending = this.pending.filter((entry) => entry.id !== id);
    this.publishCount();
    const kind = command && (commandKinds[command.kind] as { affects: QueryKey[] } | undefined);
    for (const key of kind?.affects ?? []) this.affected.set(JSON.stringify(key), key);
    const waiter = this.waiters.get(id);
    this.waiters.delete(id);
    if (outcome.type === "dropped") {
      // The refused change leaves the screen: what the server holds is fetched (with the rest re-applied).
      void this.refreshAffected();
      if (waiter) {
        // This tab's screen reports it (its mutation fails); the sender, if another tab, stays quiet.
        waiter.reject(outcome.error);
        if (!isSender) this.channel.postMessage({ type: "reported", id } satisfies Message);
      } else if (isSender && command) this.reportUnlessReported(command, outcome.error);
      return;
    }
    const refreshed = this.pending.length === 0 ? this.refreshAffected() : Promise.resolve();
    // Online, the screen hears of success once the lists show the server's copy (as before the outbox).
    void refreshed.then(() => waiter?.resolve(outcome.type === "sent" ? outcome.result : undefined));
  }

  /**
   * A refusal of a change made in another tab, or made before a reload: reported here unless the tab
   * whose screen waits on it says within REPORT_HANDOVER_MS that it has reported it.
   */
  private reportUnlessReported(command: StoredCommand, error: unknown): void {
    const report = () => {
      this.unreported.delete(command.id);
      showRefusedToast(this.context.translate(), command, error);
    };
    this.unreported.set(command.id, setTimeout(report, REPORT_HANDOVER_MS));
  }

  private async refreshAffected(): Promise<void> {
    const keys = [...this.affected.values()];
    this.affected.clear();
    await Promise.all(keys.map((queryKey) => this.context.queryClient.invalidateQueries({ queryKey })));
  }

  /** The changes this tab is waiting on are kept for later: the screens go on as if they were saved. */
  private releaseWaiters(): void {
    for (const waiter of this.waiters.values()) waiter.resolve(undefined);
    this.waiters.clear();
  }

  private publishCount(): void {
    void this.store.count().then(
      (count) => writePendingCount(this.userId, count),
      () => writePendingCount(this.userId, this.pending.length),
    );
  }
}

/** An ApiError crosses to other tabs as plain data (structured cloning keeps only an Error's message). */
function portable(outcome: SendOutcome): SendOutcome {
  if (outcome.type !== "dropped" || !(outcome.error instanceof ApiError)) return outcome;
  const { status, code, message } = outcome.error;
  return { type: "dropped", error: { status, code, message } };
}

function revived(outcome: SendOutcome): SendOutcome {
  if (outcome.type !== "dropped") return outcome;
  const error = outcome.error as { status?: number; code?: string; message?: string };
  if (typeof error?.status !== "number") return outcome;
  return { type: "dropped", error: new ApiError(error.status, error.code ?? "internal", error.message ?? "") };
}

let current: { userId: string; queryClient: QueryClient; outbox: Promise<Outbox> } | undefined;

/** The signed-in user's outbox, opened once (a new user, or a new query client, closes the last one). */
export function startOutbox(context: OutboxContext): Promise<Outbox> {
  if (current?.userId === context.userId && current.queryClient === context.queryClient) return current.outbox;
  const previous = current?.outbox;
  const outbox = (async () => {
    (await previous?.catch(() => undefined))?.stop();
    // Deleted at sign-out: this tab forgets it, and the next change opens a new one.
    const store = await openOutboxStore(context.userId, () => {
      if (current?.outbox !== outbox) return;
      current = undefined;
      void outbox.then((closing) => closing.stop());
    }).catch((error: unknown) => {
      console.warn("IndexedDB is not available: changes wait in memory only", error);
      return memoryOutboxStore();
    });
    return new Outbox(context, store, await store.all());
  })();
  current = { userId: context.userId, queryClient: context.queryClient, outbox };
  outbox.catch(() => {
    if (current?.outbox === outbox) current = undefined;
  });
  return outbox;
}
