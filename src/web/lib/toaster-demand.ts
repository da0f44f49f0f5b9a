/*
 * Whether the toaster is needed yet. Sonner (about 8 KB compressed) is loaded with the first screen or
 * dialog that can raise a toast, not with every page: the web build resolves `import … from "sonner"`
 * to sonner-announced.ts, which calls wantToaster() when it is evaluated (vite.config.ts, wrapImports).
 * A toast raised before the toaster has mounted is not lost: sonner hands its active toasts to a toaster
 * when it subscribes.
 */
let isToasterWanted = false;
const listeners = new Set<() => void>();

export function wantToaster(): void {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToToasterDemand(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function readToasterDemand(): boolean {
  return isToasterWanted;
}
