// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { STORAGE_KEYS } from "@shared/constants";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  // The store is one per tab (module state): every test gets a fresh tab.
  vi.resetModules();
});

const seeded = [
  { id: "3", text: "Third", created: "2026-11-20T12:00:00.000Z" },
  { id: "2", text: "Second", created: "2026-11-20T11:00:00.000Z" },
  { id: "1", text: "First", created: "2026-11-20T10:00:00.000Z" },
];

async function renderWidget(notes?: typeof seeded) {
  if (notes) localStorage.setItem(STORAGE_KEYS.quickNotes, JSON.stringify(notes));
  const { QuickNotesWidget } = await import("./quick-notes-widget");
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18nFor("en")}>
        <QuickNotesWidget />
      </I18nextProvider>
    </MemoryRouter>,
  );
  return within(screen.getByRole("region", { name: "Quick notes" }));
}

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.quickNotes) ?? "[]") as typeof seeded;

describe("QuickNotesWidget", () => {
  it("with no notes, next starts a new one, saved with Enter", async () => {
    const user = userEvent.setup();
    const widget = await renderWidget();
    expect(widget.getByText("No quick notes yet.")).toBeInTheDocument();
    await user.click(widget.getByRole("button", { name: "Next quick note" }));
    const editor = widget.getByRole("textbox", { name: "New quick note" });
    expect(editor).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(stored()).toEqual([]);
    await user.type(editor, "  Call Eva {Enter}");
    expect(widget.getByRole("button", { name: "Call Eva" })).toHaveFocus();
    expect(stored().map((note) => note.text)).toEqual(["Call Eva"]);
  });

  it("cycles with wrap-around in both directions", async () => {
    const user = userEvent.setup();
    const widget = await renderWidget(seeded);
    const shown = () => widget.getByRole("button", { name: /^(First|Second|Third)$/ }).textContent;
    expect(shown()).toBe("Third");
    await user.click(widget.getByRole("button", { name: "Previous quick note" }));
    expect(shown()).toBe("First");
    expect(widget.getByText("Quick note 3 of 3")).toBeInTheDocument();
    await user.click(widget.getByRole("button", { name: "Next quick note" }));
    expect(shown()).toBe("Third");
  });

  it("cancels an edit with Escape and saves one when the field is left", async () => {
    const user = userEvent.setup();
    const widget = await renderWidget(seeded);
    await user.click(widget.getByRole("button", { name: "Third" }));
    await user.clear(widget.getByRole("textbox", { name: "Quick note" }));
    await user.type(widget.getByRole("textbox", { name: "Quick note" }), "Changed{Escape}");
    expect(widget.getByRole("button", { name: "Third" })).toHaveFocus();
    expect(stored()[0]?.text).toBe("Third");

    await user.click(widget.getByRole("button", { name: "Edit this quick note" }));
    await user.type(widget.getByRole("textbox", { name: "Quick note" }), ", edited");
    await user.tab();
    expect(stored()[0]?.text).toBe("Third, edited");
  });

  it("after deleting the last note of the list shows the new last one", async () => {
    const user = userEvent.setup();
    const widget = await renderWidget(seeded);
    await user.click(widget.getByRole("button", { name: "Previous quick note" }));
    await user.click(widget.getByRole("button", { name: "Delete this quick note" }));
    expect(widget.getByRole("button", { name: "Second" })).toBeInTheDocument();
    expect(widget.getByText("Quick note 2 of 2")).toBeInTheDocument();
    expect(stored().map((note) => note.id)).toEqual(["3", "2"]);
  });
});
