// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { NoteSummary as Note } from "@shared/schemas/note-page";
import type { NoteSharing } from "@shared/schemas/sharing";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { NoteCard } from "./note-card";

afterEach(cleanup);

const list: Note = {
  id: "0193a1b2-0000-7000-8000-000000000001",
  title: "Weekend",
  content: "",
  completed: false,
  category: "shopping",
  date: null,
  reminder: null,
  repeat: null,
  isDeleted: false,
  tags: [],
  itemsDone: 1,
  itemsTotal: 3,
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
const jana = { id: "u1", firstName: "Jana", lastName: "Nováková", hasAvatar: false };

function renderCard(sharing: NoteSharing) {
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18nFor("en")}>
        <ul>
          <NoteCard
            note={{ ...list, sharing }}
            tags={[]}
            listHref={`/shopping/${list.id}`}
            isDraft={false}
            onEdit={vi.fn()}
            onToggle={vi.fn()}
            onTrash={vi.fn()}
          />
        </ul>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe("NoteCard of a shared list", () => {
  it("an unshared list has no mark and its trash button", () => {
    renderCard(null);
    expect(screen.queryByText("Shared")).toBeNull();
    expect(screen.getByRole("button", { name: "Delete 'Weekend'" })).toBeInTheDocument();
  });

  it("its owner sees the mark and keeps the trash button", () => {
    renderCard({ role: "owner", people: [jana] });
    expect(screen.getByText("Shared with Jana Nováková")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete 'Weekend'" })).toBeInTheDocument();
  });

  it("a member sees the mark but no trash button (only the owner may trash it)", () => {
    renderCard({ role: "member", people: [jana] });
    expect(screen.getByText("Shared with Jana Nováková")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Weekend" })).toHaveAttribute("href", `/shopping/${list.id}`);
    expect(screen.queryByRole("button", { name: "Delete 'Weekend'" })).toBeNull();
  });
});
