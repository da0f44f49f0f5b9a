// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Locale } from "@shared/constants";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { TermsBetaNotice, TermsSections } from "./terms-content";

function renderTerms(locale: Locale) {
  return render(
    <MemoryRouter>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <TermsBetaNotice />
          <TermsSections />
        </I18nextProvider>
      </LocaleContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe("the terms", () => {
  it.each(["en", "sk"] as const)("have a beta notice and exactly six sections in %s", (locale) => {
    renderTerms(locale);
    expect(screen.getByRole("note")).toHaveTextContent(locale === "en" ? "in beta" : "v beta verzii");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(6);
    expect(screen.getAllByRole("region")).toHaveLength(6);
  });

  it("link the contact page in the reader's language", () => {
    renderTerms("sk");
    expect(screen.getByRole("link", { name: "stránku Kontakt" })).toHaveAttribute("href", "/sk/contact");
  });
});
