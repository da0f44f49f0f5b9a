// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { NoteCard } from "./note-card";

const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Bratislava";
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});
afterEach(cleanup);

const tags = [
  { id: "1", name: "Urgent", color: "#e11d48" },
  { id: "2", name: "Work", color: "#3b82f6" },
  { id: "3", name: "Home", color: "#22c55e" },
];

const task: Note = {
  id: "7",
  title: "Dentist",
  content: "Bring the insurance card",
  completed: false,
  category: "tasks",
  date: "2026-11-24T09:30:00+01:00",
  reminder: null,
  repeat: null,
  isDeleted: false,
  tags: ["2", "1"],
  itemsDone: 0,
  itemsTotal: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
  sharing: null,
  pinned: false,
  color: null,
  archivedAt: null,
  checklist: [],
  photos: [],
};

function renderCard(note: Note, { isDraft = false, locale = "en" as "en" | "sk" } = {}) {
  const handlers = { onEdit: vi.fn(), onToggle: vi.fn(), onTrash: vi.fn() };
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18nFor(locale)}>
        <ul>
          <NoteCard note={note} tags={tags} listHref={`/shopping/${note.id}`} isDraft={isDraft} {...handlers} />
        </ul>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return handlers;
}

describe("NoteCard", () => {
  it("shows a task's date with its time, its content and its tag chips", () => {
    renderCard(task);
    expect(screen.getByText("24.11.2026 09:30")).toHaveAttribute("datetime", task.date);
    expect(screen.getByText("Bring the insurance card")).toBeInTheDocument();
    const chips = within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["Urgent", "Work"]);
  });

  it("says a pinned card is pinned, wears its colour and offers its menu, in both languages", () => {
    renderCard({ ...task, pinned: true, color: "teal" });
    const heading = screen.getByRole("heading", { name: "Pinned: Dentist" });
    expect(heading.closest("li")).toHaveAttribute("data-note-color", "teal");
    expect(screen.getByRole("button", { name: "More actions for 'Dentist'" })).toHaveAttribute("aria-haspopup", "menu");
    cleanup();
    renderCard({ ...task, pinned: true }, { locale: "sk" });
    expect(screen.getByRole("heading", { name: "Pripnuté: Dentist" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ďalšie akcie pre „Dentist“" })).toBeInTheDocument();
  });

  it("shows only the day for a date without a time", () => {
    renderCard({ ...task, date: "2026-11-24" });
    expect(screen.getByText("24.11.2026")).toBeInTheDocument();
  });

  it("ticks, opens and deletes through named controls", async () => {
    const user = userEvent.setup();
    const handlers = renderCard(task);
    await user.click(screen.getByRole("checkbox", { name: "Mark 'Dentist' as done" }));
    expect(handlers.onToggle).toHaveBeenCalledWith(task);
    await user.click(screen.getByRole("button", { name: "Dentist" }));
    expect(handlers.onEdit).toHaveBeenCalledWith(task);
    await user.click(screen.getByRole("button", { name: "Delete 'Dentist'" }));
    expect(handlers.onTrash).toHaveBeenCalledWith(task);
  });

  it("strikes a completed task through and offers to undo it, in Slovak too", () => {
    renderCard({ ...task, completed: true }, { locale: "sk" });
    expect(screen.getByRole("checkbox", { name: "Označiť „Dentist“ ako nehotové" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Dentist" })).toHaveClass("line-through");
  });

  it("links a shopping list to its page and shows how much is bought", () => {
    renderCard({
      ...task,
      id: "9",
      title: "Groceries",
      category: "shopping",
      date: null,
      tags: [],
      itemsDone: 2,
      itemsTotal: 5,
    });
    expect(screen.getByRole("link", { name: "Groceries" })).toHaveAttribute("href", "/shopping/9");
    expect(screen.getByText("2/5")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Bought 2 of 5" })).toHaveAttribute("aria-valuenow", "40");
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("keeps a draft's controls disabled until the server has it", () => {
    renderCard({ ...task, id: "-1" }, { isDraft: true });
    expect(screen.getByRole("checkbox")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Dentist" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete 'Dentist'" })).toBeDisabled();
  });
});

describe("NoteCard's tag chips", () => {
  it("are buttons that choose their tag when the list can be narrowed, in both languages", async () => {
    const onTagSelect = vi.fn();
    for (const [locale, name] of [
      ["en", "Show only items tagged Work"],
      ["sk", "Zobraziť len položky so štítkom Work"],
    ] as const) {
      render(
        <MemoryRouter>
          <I18nextProvider i18n={i18nFor(locale)}>
            <ul>
              <NoteCard
                note={task}
                tags={tags}
                listHref="/shopping/7"
                isDraft={false}
                onEdit={vi.fn()}
                onToggle={vi.fn()}
                onTrash={vi.fn()}
                onTagSelect={onTagSelect}
              />
            </ul>
          </I18nextProvider>
        </MemoryRouter>,
      );
      await userEvent.click(screen.getByRole("button", { name }));
      expect(onTagSelect).toHaveBeenLastCalledWith(tags[1]);
      cleanup();
    }
  });

  it("are plain chips without a way to narrow the list", () => {
    renderCard(task);
    expect(screen.queryByRole("button", { name: /Work/ })).toBeNull();
    expect(within(screen.getByRole("list", { name: "Tags" })).getByText("Work")).toBeInTheDocument();
  });
});
