import type { Locale } from "@shared/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";

/**
 * Renders a screen part inside what the app gives it: a query client of its own (no retries, so a
 * refusal shows at once), the locale and its translations. Returns the query client.
 */
export function renderWithProviders(ui: ReactElement, locale: Locale = "en"): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>{ui}</I18nextProvider>
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
  return queryClient;
}
