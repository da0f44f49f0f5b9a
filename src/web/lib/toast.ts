import type { ExternalToast, toast as sonnerToast } from "sonner";
import { afterFirstScreen } from "@/lib/after-first-screen";

/**
 * The app's `toast`: sonner's, with its code (≈ 9 KB compressed) out of the first load. Sonner and
 * the toaster load once the first screen is done (after-first-screen.ts), or at the first toast if one
 * comes sooner. A toast asked for before then waits until the toaster is mounted: its live region must
 * exist before a toast enters it for a screen reader to announce the toast (docs/first-load.md).
 * Calls keep their order (a dismiss before a replacing toast of the same id).
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let isToasterMounted = false;
let onToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  onToasterMounted = resolve;
});
/** Calls waiting for the toaster; while any wait, later calls queue behind them. */
let waiting = 0;

const toasterWantedListeners = new Set<() => void>();
let isToasterWanted = false;

/** Asks for the toaster to be mounted (app/providers.tsx renders it from then on). */
function wantToaster(): void {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of toasterWantedListeners) listener();
}

export function subscribeToToasterWanted(listener: () => void): () => void {
  toasterWantedListeners.add(listener);
  return () => toasterWantedListeners.delete(listener);
}

export function readToasterWanted(): boolean {
  return isToasterWanted;
}

/** Mounts the toaster once the first screen is done, so its live region is there before any later toast. */
export function mountToasterWhenIdle(): void {
  afterFirstScreen(wantToaster);
}

/** Called by the toaster (components/ui/sonner.tsx) once its region is in the document. */
export function markToasterMounted(): void {
  isToasterMounted = true;
  onToasterMounted();
}

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module.toast;
      return module.toast;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function deliver(run: (toast: Sonner) => void): void {
  if (sonner && isToasterMounted && waiting === 0) {
    run(sonner);
    return;
  }
  waiting += 1;
  wantToaster();
  Promise.all([loadSonner(), toasterMounted])
    .then(([toast]) => run(toast))
    .catch(console.error)
    .finally(() => {
      waiting -= 1;
    });
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => deliver((t) => t(message, data)), {
  success: (message: Message, data?: ExternalToast) => deliver((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => deliver((t) => t.error(message, data)),
  warning: (message: Message, data?: ExternalToast) => deliver((t) => t.warning(message, data)),
  dismiss: (id?: string | number) => deliver((t) => t.dismiss(id)),
});
