import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { sessionQuery } from "@/features/account/api/get-session";
import { ThemeProvider, useTheme } from "@/features/theme/theme-provider";
import { createQueryClient } from "@/lib/query-client";
import { mountToasterWhenIdle, readToasterWanted, subscribeToToasterWanted } from "@/lib/toast";

/**
 * The toaster's code loads after the first screen (lib/toast.ts). Should it fail to arrive (offline
 * before the service worker has it), the app goes on without toasts rather than failing as a whole.
 */
const Toaster = lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
  try {
    return await import("@/components/ui/sonner");
  } catch (error) {
    console.error(error);
    return { default: () => null };
  }
});

/** `queryClient` is given by the build's prerender (prerender.tsx), which must not ask for a session. */
export function Providers({ children, queryClient: givenClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => {
    if (givenClient) return givenClient;
    const client = createQueryClient();
    // Every screen's header depends on the session: ask at once, alongside the first screen's code.
    void client.prefetchQuery(sessionQuery());
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** The toaster in the app's theme (components/ui/sonner.tsx takes it as a prop), once it is wanted. */
function ThemedToaster() {
  const { theme } = useTheme();
  const isWanted = useSyncExternalStore(subscribeToToasterWanted, readToasterWanted, () => false);
  useEffect(mountToasterWhenIdle, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
