import type { CommandKind } from "./command-kind";
import type { CommandRegistry } from "./command-registry";
import type { OutboxContext } from "./outbox";

/**
 * The door to the outbox for the features' commands, small enough for the first screen's bundle: the
 * outbox itself (IndexedDB) and the commands' code are imported on the first change, or at start when
 * the count in localStorage says changes wait (see SyncStatus in the app's header).
 */
let context: OutboxContext | undefined;
let contextArrived: (() => void) | undefined;
const contextReady = new Promise<void>((resolve) => {
  contextArrived = resolve;
});

let loadKinds: (() => Promise<CommandRegistry>) | undefined;
let kindsArrived: (() => void) | undefined;
const kindsReady = new Promise<void>((resolve) => {
  kindsArrived = resolve;
});

/**
 * How the outbox gets the registry of every feature's command kinds, which it needs at start to read
 * back the commands waiting in IndexedDB; set once by the app when it starts (app/command-kinds.ts).
 */
export function provideCommandKinds(load: () => Promise<CommandRegistry>): void {
  loadKinds = load;
  kindsArrived?.();
}

/**
 * The signed-in user and the app's query client; set by the signed-in screens' header. After a
 * sign-out the outbox closes itself when its database is deleted (outbox-store.ts), and the next
 * user's header sets the next context.
 */
export function setOutboxContext(next: OutboxContext): void {
  context = next;
  contextArrived?.();
}

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;
/** Without a touch, the code is fetched anyway once the page has long been quiet. */
const UNTOUCHED_PRELOAD_MS = 10_000;

/**
 * Fetches the outbox's code before any change needs it — on the user's first touch of the page, or
 * when idle ten seconds after it opened: the first change may come after the network is gone, and
 * where no service worker keeps the app's files (a server reached over plain HTTP) the code could
 * not be fetched then. Not while the first screen loads, where it would weigh on its budget.
 */
export function preloadOutboxSoon(): () => void {
  let idle: number | undefined;
  const preload = () => {
    stop();
    // A failed fetch is tried again on the first change.
    Promise.all([import("./outbox"), loadKinds?.()]).catch(() => undefined);
  };
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(preload, { timeout: 5000 });
    else preload();
  }, UNTOUCHED_PRELOAD_MS);
  const stop = () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    for (const type of INTERACTIONS) window.removeEventListener(type, preload, { capture: true });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, preload, { capture: true, passive: true });
  return stop;
}

export async function loadOutbox() {
  await Promise.all([contextReady, kindsReady]);
  const [{ startOutbox }, registry] = await Promise.all([import("./outbox"), loadKinds?.()]);
  if (!context) throw new Error("Signed out while the outbox was loading");
  if (!registry) throw new Error("No command kinds were provided");
  return startOutbox(context, registry);
}

/**
 * A feature's typed command: `load` imports its kind (on the first change, beside the outbox), and
 * the call records one change in the outbox, shows it at once and resolves when the server has it —
 * or at once when it has to wait (offline, the server unreachable): it is sent later. Rejects
 * (ApiError) when the server refuses it, as a mutation did before the outbox. `commandId` is the
 * Idempotency-Key: a creation passes the one its form made for the submission.
 */
export function lazyCommand<Input, Args, Result>(
  load: () => Promise<CommandKind<Input, Args, Result>>,
): (input: Input, commandId?: string) => Promise<void> {
  return async (input, commandId) => {
    const [outbox, kind] = await Promise.all([loadOutbox(), load()]);
    return outbox.enqueue(kind, input, commandId);
  };
}
