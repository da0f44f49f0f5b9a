import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@shared/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { Tooltip } from "radix-ui";
import { type ReactNode, useState } from "react";
import { sessionQuery } from "@/features/account/api/get-session";
import { ThemeProvider } from "@/features/theme/theme-provider";
import { createQueryClient } from "@/lib/query-client";
import { LazyToaster } from "./lazy-toaster";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
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
          <LazyToaster />
        </Tooltip.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
