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

const counts = (total: number, trash: number, kinds: Partial<NoteCounts["active"]> = {}): NoteCounts => ({
  active: { tasks: 0, shopping: 0, notes: total, total, ...kinds },
  trash,
});
/** Tasks, lists and notes in one count, as the server gives them. */
const mixed = (tasks: number, shopping: number, notes: number, trash = 0) =>
  counts(tasks + shopping + notes, trash, { tasks, shopping, notes });

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
    [counts(0, 0), "You have no tasks, lists or notes yet"],
    [counts(1, 0), "You have 1 note"],
    [counts(12, 0), "You have 12 notes"],
    [counts(12, 3), "You have 12 notes (3 in the trash)"],
    [counts(0, 2), "You have no tasks, lists or notes yet (2 in the trash)"],
    // Tasks and lists are named as such, never counted as notes (issue 25, point 5).
    [mixed(9, 0, 0), "You have 9 tasks"],
    [mixed(1, 1, 0), "You have 1 task and 1 shopping list"],
    [mixed(4, 2, 7, 1), "You have 4 tasks, 2 shopping lists, and 7 notes (1 in the trash)"],
  ])("in English: %o → %s", (value, text) => {
    renderLine(value);
    expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === text)).toBeVisible();
  });

  it.each([
    [counts(1, 0), "Máte 1 poznámku"],
    [counts(3, 0), "Máte 3 poznámky"],
    [counts(5, 1), "Máte 5 poznámok (1 v koši)"],
    [counts(0, 0), "Zatiaľ nemáte žiadne úlohy, zoznamy ani poznámky"],
    [mixed(1, 1, 1), "Máte 1 úlohu, 1 nákupný zoznam a 1 poznámku"],
    [mixed(22, 0, 0, 1), "Máte 22 úloh (1 v koši)"],
    [mixed(12, 3, 0), "Máte 12 úloh a 3 nákupné zoznamy"],
    [mixed(2, 5, 4), "Máte 2 úlohy, 5 nákupných zoznamov a 4 poznámky"],
  ])("in Slovak: %o → %s", (value, text) => {
    renderLine(value, "sk");
    // Slovak's list pattern binds "a" to the next word with a no-break space.
    const shown = (element: Element | null) => element?.textContent?.replaceAll("\u00a0", " ");
    expect(screen.getByText((_, element) => element?.tagName === "P" && shown(element) === text)).toBeVisible();
  });

  it("links the trash part to the trash in the page's language", () => {
    renderLine(counts(4, 2), "sk");
    expect(screen.getByRole("link", { name: "2 v koši" })).toHaveAttribute("href", "/sk/trash");
  });

  it("says it is counting while it loads, and stays away if counting failed", () => {
    const { unmount } = renderLine(undefined, "en", true);
    expect(screen.getByRole("status")).toHaveTextContent("Counting your tasks, lists and notes…");
    unmount();
    const { container } = renderLine(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
