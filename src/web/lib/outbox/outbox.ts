import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { uuidv7 } from "uuidv7";
import { ApiError } from "@/lib/api-client";
import type { StoredCommand } from "./command";
import type { CommandSubject, PendingCommand } from "./command-kind";
import type { CommandRegistry } from "./command-registry";
import { retryDelayMs } from "./failure";
import { memoryOutboxStore, type OutboxStore, openOutboxStore } from "./outbox-store";
import { applyToCache, keepPendingVisible, showsCommandAlready } from "./overlay";
import { writePendingCount } from "./pending-count";
import { showRefusedToast, type Translate } from "./refused-toast";
import { drainInOrder, type SendOutcome, sendCommand, withOutboxLock } from "./send-command";

export type OutboxContext = { queryClient: QueryClient; userId: string; translate: () => Translate };

type Waiter = { resolve: () => void; reject: (error: unknown) => void };
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

/** What a refused command of a kind this version does not know is reported as. */
const UNKNOWN_SUBJECT: CommandSubject = { name: "", gone: "note" };

/**
 * One user's outbox in this tab: every change is written to IndexedDB before it shows, shown at once
 * (its kind's applier over TanStack Query's cache), then sent in order, once, by one tab at a time.
 * Tabs tell each other what was added and what became of it (BroadcastChannel). What is stored is
 * read back through the registry of command kinds (app/outbox.ts).
 */
class Outbox {
  readonly userId: string;
  private readonly context: OutboxContext;
  private readonly registry: CommandRegistry;
  private readonly store: OutboxStore;
  private readonly channel: BroadcastChannel;
  private readonly stopWatching: () => void;
  /** The commands waiting, in order, as this tab knows them (the store is the truth). */
  private pending: PendingCommand[] = [];
  private readonly waiters = new Map<string, Waiter>();
  /** What the settled commands changed, fetched again once nothing waits. */
  private readonly affected = new Map<string, QueryKey>();
  private isDraining = false;
  private drainAgain = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Refusals this tab sent and will report unless the tab that made the change does. */
  private readonly unreported = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(context: OutboxContext, registry: CommandRegistry, store: OutboxStore, stored: StoredCommand[]) {
    this.context = context;
    this.userId = context.userId;
    this.registry = registry;
    this.store = store;
    const pending = this.revive(stored);
    this.pending = pending;
    const pageStartedAt = performance.timeOrigin;
    applyToCache(context.queryClient, (query) =>
      pending.filter((command) => !showsCommandAlready(query.state.dataUpdatedAt, command.stored, pageStartedAt)),
    );
    this.stopWatching = keepPendingVisible(context.queryClient, () => this.pending);
    this.channel = new BroadcastChannel(`poriadok-outbox-${this.userId}`);
    this.channel.onmessage = (event: MessageEvent<Message>) => this.handleMessage(event.data);
    window.addEventListener("online", this.handleOnline);
    this.publishCount();
    this.requestDrain();
  }

  /**
   * Records one change of the kind named `name` (its input was checked where outboxCommand declared
   * the call): resolves once the server has it and the lists show the server's copy, or at
   * once when it has to wait (offline, the server unreachable); rejects (ApiError) when the server
   * refuses it. `commandId` is the Idempotency-Key (a creation passes its submission's).
   */
  async enqueue(name: string, input: unknown, commandId = uuidv7()): Promise<void> {
    // Registered, or its commands could not be read back after a reload.
    const kind = this.registry.kindNamed(name);
    if (!kind) throw new Error(`No command kind is registered as ${name}`);
    const command = kind.make(this.context.queryClient, input, { id: commandId, createdAt: Date.now() });
    // Its waiter and this tab's list know it before it is stored, since a send already under way may
    // pick it up from the store at once; it shows only once stored, so what shows survives a reload.
    const outcome = new Promise<void>((resolve, reject) => this.waiters.set(commandId, { resolve, reject }));
    this.pending.push(command);
    try {
      await this.store.add(command.stored);
    } catch (error) {
      this.pending = this.pending.filter((entry) => entry.stored.id !== commandId);
      this.waiters.delete(commandId);
      throw error;
    }
    applyToCache(this.context.queryClient, () => [command]);
    this.publishCount();
    this.channel.postMessage({ type: "added", command: command.stored } satisfies Message);
    // Offline the screen need not wait for a send that cannot happen: the change is kept.
    if (!navigator.onLine) this.releaseWaiters();
    this.requestDrain();
    return outcome;
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
      if (this.pending.some((command) => command.stored.id === message.command.id)) return;
      const added = this.revive([message.command]);
      this.pending.push(...added);
      applyToCache(this.context.queryClient, () => added);
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
      .catch((error: unknown): "kept" => {
        console.warn("The outbox could not send its changes", error);
        return "kept";
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
    return drainInOrder(
      this.store,
      (stored) => sendCommand(this.registry, stored),
      (command, outcome) => {
        this.settle(command.id, outcome, true);
        this.channel.postMessage({ type: "settled", id: command.id, outcome: portable(outcome) } satisfies Message);
      },
    );
  }

  /** A command is done with (sent or refused): it leaves the screen's overlay and its waiter hears. */
  private settle(id: string, outcome: SendOutcome, isSender: boolean): void {
    const command = this.pending.find((entry) => entry.stored.id === id);
    this.pending = this.pending.filter((entry) => entry.stored.id !== id);
    this.publishCount();
    for (const key of command?.affects ?? []) this.affected.set(JSON.stringify(key), key);
    const waiter = this.waiters.get(id);
    this.waiters.delete(id);
    if (outcome.type === "dropped") {
      // The refused change leaves the screen: what the server holds is fetched (with the rest re-applied).
      void this.refreshAffected();
      if (waiter) {
        // This tab's screen reports it (its mutation fails); the sender, if another tab, stays quiet.
        waiter.reject(outcome.error);
        if (!isSender) this.channel.postMessage({ type: "reported", id } satisfies Message);
      } else if (isSender) this.reportUnlessReported(id, command?.subject() ?? UNKNOWN_SUBJECT, outcome.error);
      return;
    }
    const refreshed = this.pending.length === 0 ? this.refreshAffected() : Promise.resolve();
    // Online, the screen hears of success once the lists show the server's copy (as before the outbox).
    void refreshed.then(() => waiter?.resolve());
  }

  /**
   * A refusal of a change made in another tab, or made before a reload: reported here unless the tab
   * whose screen waits on it says within REPORT_HANDOVER_MS that it has reported it.
   */
  private reportUnlessReported(id: string, subject: CommandSubject, error: unknown): void {
    const report = () => {
      this.unreported.delete(id);
      showRefusedToast(this.context.translate(), subject, error);
    };
    this.unreported.set(id, setTimeout(report, REPORT_HANDOVER_MS));
  }

  /** Stored commands read back through the registry (one of a kind this version lacks is only sent, and dropped). */
  private revive(stored: readonly StoredCommand[]): PendingCommand[] {
    return stored.flatMap((command) => this.registry.revive(command) ?? []);
  }

  private async refreshAffected(): Promise<void> {
    const keys = [...this.affected.values()];
    this.affected.clear();
    await Promise.all(keys.map((queryKey) => this.context.queryClient.invalidateQueries({ queryKey })));
  }

  /** The changes this tab is waiting on are kept for later: the screens go on as if they were saved. */
  private releaseWaiters(): void {
    for (const waiter of this.waiters.values()) waiter.resolve();
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
  const { error } = outcome;
  if (typeof error !== "object" || error === null || !("status" in error) || typeof error.status !== "number") {
    return outcome;
  }
  const code = "code" in error && typeof error.code === "string" ? error.code : "internal";
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  return { type: "dropped", error: new ApiError(error.status, code, message) };
}

let current: { userId: string; queryClient: QueryClient; outbox: Promise<Outbox> } | undefined;

/** The signed-in user's outbox, opened once (a new user, or a new query client, closes the last one). */
export function startOutbox(context: OutboxContext, registry: CommandRegistry): Promise<Outbox> {
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
    return new Outbox(context, registry, store, await store.all());
  })();
  current = { userId: context.userId, queryClient: context.queryClient, outbox };
  outbox.catch(() => {
    if (current?.outbox === outbox) current = undefined;
  });
  return outbox;
}
