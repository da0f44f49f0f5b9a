import type { Locale } from "@shared/constants";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "@/components/ui/sonner";
import { sessionQuery } from "@/features/account/api/get-session";
import { ThemeProvider, useTheme } from "@/features/theme/theme-provider";
import { createQueryClient } from "@/lib/query-client";

type ProvidersProps = {
  children: ReactNode;
  /** Given by the build's prerender (prerender.tsx), which must not ask for a session. */
  queryClient?: QueryClient;
  /** The prerendered page's language (prerender.tsx): the build has no <html lang> for the toaster to follow. */
  prerenderLocale?: Locale;
};

export function Providers({ children, queryClient: givenClient, prerenderLocale }: ProvidersProps) {
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
        <ThemedToaster prerenderLocale={prerenderLocale} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** The toaster in the app's theme (components/ui/sonner.tsx takes it as a prop). */
function ThemedToaster({ prerenderLocale }: { prerenderLocale?: Locale }) {
  const { theme } = useTheme();
  return <Toaster theme={theme} prerenderLocale={prerenderLocale} />;
}
