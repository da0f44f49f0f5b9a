import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@shared/constants";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Tooltip } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Toaster } from "@/components/ui/sonner";
import { sessionQuery } from "@/features/account/api/get-session";
import { ThemeProvider } from "@/features/theme/theme-provider";
import { createQueryClient } from "@/lib/query-client";

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
        <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          {children}
          <Toaster position="top-center" />
        </Tooltip.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
