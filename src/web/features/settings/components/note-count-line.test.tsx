// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Locale } from "@shared/constants";
import type { NoteCounts } from "@shared/schemas/note";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { NoteCountLine } from "./note-count-line";

const counts = (total: number, trash: number): NoteCounts => ({
  active: { tasks: total, shopping: 0, notes: 0, total },
  trash,
});

function renderLine(value: NoteCounts | undefined, locale: Locale = "en", isLoading = false) {
  return render(
    <LocaleContext value={locale}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter>
          <NoteCountLine counts={value} isLoading={isLoading} />
        </MemoryRouter>
      </I18nextProvider>
    </LocaleContext>,
  );
}

afterEach(cleanup);

describe("NoteCountLine", () => {
  it.each([
    [counts(0, 0), "You have no notes yet"],
    [counts(1, 0), "You have 1 note"],
    [counts(12, 0), "You have 12 notes"],
    [counts(12, 3), "You have 12 notes (3 in the trash)"],
    [counts(0, 2), "You have no notes yet (2 in the trash)"],
  ])("in English: %o → %s", (value, text) => {
    renderLine(value);
    expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === text)).toBeVisible();
  });

  it.each([
    [counts(1, 0), "Máte 1 poznámku"],
    [counts(3, 0), "Máte 3 poznámky"],
    [counts(5, 1), "Máte 5 poznámok (1 v koši)"],
  ])("in Slovak: %o → %s", (value, text) => {
    renderLine(value, "sk");
    expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === text)).toBeVisible();
  });

  it("links the trash part to the trash in the page's language", () => {
    renderLine(counts(4, 2), "sk");
    expect(screen.getByRole("link", { name: "2 v koši" })).toHaveAttribute("href", "/sk/trash");
  });

  it("says it is counting while it loads, and stays away if counting failed", () => {
    const { unmount } = renderLine(undefined, "en", true);
    expect(screen.getByRole("status")).toHaveTextContent("Counting your notes…");
    unmount();
    const { container } = renderLine(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
