import { lazy, Suspense, useSyncExternalStore } from "react";
import { readToasterDemand, subscribeToToasterDemand } from "@/lib/toaster-demand";

const Toaster = lazy(async () => ({ default: (await import("@/components/ui/sonner")).Toaster }));

/** Sonner's toaster, mounted once some loaded code can raise a toast (lib/toaster-demand.ts). */
export function LazyToaster() {
  const isWanted = useSyncExternalStore(subscribeToToasterDemand, readToasterDemand, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" />
    </Suspense>
  );
}
