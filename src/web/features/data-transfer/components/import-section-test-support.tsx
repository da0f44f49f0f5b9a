import type { Locale } from "@shared/constants";
import type { ImportSummary } from "@shared/schemas/data-export";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { ImportSection } from "./import-section";

/** The import form in a locale, with a spy on the query invalidation a finished import makes. */
export function renderSection(locale: Locale = "en") {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <ImportSection />
        </I18nextProvider>
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
  return { invalidate };
}

/** What a finished import answers, the same for a file and a zip. */
export const summary: ImportSummary = {
  tasks: 0,
  notes: 3,
  tags: 2,
  lists: 1,
  plannerDays: 0,
  alreadyThere: 5,
  skipped: [],
};
