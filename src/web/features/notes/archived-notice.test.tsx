// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Locale } from "@shared/constants";
import type { NoteSummary } from "@shared/schemas/note-page";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { ArchivedNoticeOnDemand } from "./archived-notice";

afterEach(cleanup);

type NoticeNote = Pick<NoteSummary, "id" | "category" | "archivedAt" | "sharing">;
const archivedTask: NoticeNote = {
  id: "0193a1b2-0000-7000-8000-000000000001",
  category: "tasks",
  archivedAt: "2026-11-20T10:00:00.000Z",
  sharing: null,
};

function renderNotice(note: NoticeNote, locale: Locale = "en") {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <p>Edit task</p>
          <ArchivedNoticeOnDemand note={note} />
        </I18nextProvider>
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
}

describe("ArchivedNoticeOnDemand", () => {
  it("says when an archived task was archived, with Unarchive, in English and Slovak", async () => {
    renderNotice(archivedTask);
    expect(await screen.findByText(/: this task is not in your task list, but search finds it\.$/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Unarchive" })).toBeEnabled();
    cleanup();
    renderNotice({ ...archivedTask, category: "shopping" }, "sk");
    expect(await screen.findByText(/^Archivovaný .+: tento zoznam nie je medzi nákupnými zoznamami/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Vrátiť z archívu" })).toBeEnabled();
  });

  it("shows nothing for a note that is not archived, nor to a shared list's member", async () => {
    const { container } = renderNotice({ ...archivedTask, archivedAt: null });
    const member = { role: "member" as const, people: [] };
    renderNotice({ ...archivedTask, category: "shopping", sharing: member });
    // Long enough for the on-demand notice and its texts to have come, had they been asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector("[data-archived-notice]")).toBeNull();
    expect(document.querySelector("[data-archived-notice]")).toBeNull();
    expect(screen.getAllByText("Edit task")).toHaveLength(2);
  });
});
