import type { InputOf, OutboxCommand, RegisteredKind } from "./command-kind";
import type { OutboxContext, startOutbox } from "./outbox";

/**
 * The door to the outbox for the features' commands, small enough for the first screen's bundle: the
 * outbox itself (IndexedDB) and the commands' code are imported on the first change, or at start when
 * the count in localStorage says changes wait (see SyncStatus in the app's header).
 */
type OpenOutbox = (context: OutboxContext) => ReturnType<typeof startOutbox>;

/** A value the app hands in (and may hand in again later); `arrived` resolves when the first comes. */
function handedIn<Value>() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let value: Value | undefined;
  return {
    arrived,
    get: () => value,
    set: (next: Value) => {
      value = next;
      arrive();
    },
  };
}

const context = handedIn<OutboxContext>();
const loadOpener = handedIn<() => Promise<OpenOutbox>>();

/**
 * How the outbox is imported and opened, with the registry of every feature's command kinds it needs
 * to read back the commands waiting in IndexedDB: set once by the app when it starts (app/outbox.ts),
 * as lib/ imports no feature.
 */
export function provideOutbox(load: () => Promise<OpenOutbox>): void {
  loadOpener.set(load);
}

/**
 * The signed-in user and the app's query client; set by the signed-in screens' header. After a
 * sign-out the outbox closes itself when its database is deleted (outbox-store.ts), and the next
 * user's header sets the next context.
 */
export function setOutboxContext(next: OutboxContext): void {
  context.set(next);
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
    loadOpener
      .get()?.()
      .catch(() => undefined); // a failed fetch is tried again on the first change
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
  await Promise.all([context.arrived, loadOpener.arrived]);
  const openOutbox = await loadOpener.get()?.();
  const signedIn = context.get();
  if (!signedIn || !openOutbox) throw new Error("Signed out while the outbox was loading");
  return openOutbox(signedIn);
}

/**
 * Declares one of a feature's commands, typed by its kind and named as it, where its API hook calls
 * it: `const createNoteCommand = outboxCommand<typeof createNote>("notes.create")` (the kind by
 * `import type`: none of its code reaches a first screen) takes what createNote's prepare takes, and
 * any other name fails to compile. The outbox finds the kind by that name when it loads (app/outbox.ts).
 * A call records one change in the outbox, shows it at once and resolves when the server has it — or
 * at once when it has to wait (offline, the server unreachable): it is sent later. Rejects (ApiError)
 * when the server refuses it, as a mutation did before the outbox. `commandId` is the
 * Idempotency-Key: a creation passes the one its form made for the submission.
 */
export function outboxCommand<Kind extends RegisteredKind>(name: Kind["name"]): OutboxCommand<InputOf<Kind>> {
  return async (input, commandId) => (await loadOutbox()).enqueue(name, input, commandId);
}
