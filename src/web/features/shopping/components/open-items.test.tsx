// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { ShoppingItem } from "@shared/schemas/note";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { OpenItems } from "./open-items";

let nextId = 1;
const item = (name: string, category: string | null, completed = false): ShoppingItem => ({
  id: String(nextId++),
  noteId: "1",
  name,
  completed,
  category,
  quantity: null,
  addedBy: null,
});

function renderItems(items: ShoppingItem[], order: string[] = [], locale: "en" | "sk" = "en") {
  const onOrderChange = vi.fn();
  render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <LocaleContext.Provider value={locale}>
        <OpenItems
          items={items}
          order={order}
          canArrange
          onOrderChange={onOrderChange}
          renderRow={(entry) => <li key={entry.id}>{entry.name}</li>}
        />
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
  return { onOrderChange };
}

const headings = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

afterEach(cleanup);

describe("OpenItems", () => {
  it("groups by category in the user's order, the rest by name, Other last", () => {
    renderItems(
      [item("Soap", "household"), item("Tape", null), item("Milk", "dairy"), item("Rolls", "bakery")],
      ["household"],
    );
    expect(headings()).toEqual(["Household1", "Bakery1", "Dairy and eggs1", "Other1"]);
    expect(within(screen.getByRole("region", { name: /^Other/ })).getByRole("listitem")).toHaveTextContent("Tape");
  });

  it("stays one plain list while nothing carries a category", () => {
    renderItems([item("Milk", null), item("Bread", null)]);
    expect(headings()).toEqual([]);
    expect(screen.getAllByRole("listitem").map((entry) => entry.textContent)).toEqual(["Milk", "Bread"]);
  });

  it("moves a group and hands the new order over to be saved", async () => {
    const user = userEvent.setup();
    const { onOrderChange } = renderItems([item("Milk", "dairy"), item("Rolls", "bakery"), item("Tape", null)]);
    expect(screen.getByRole("button", { name: "Move “Bakery” up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move “Dairy and eggs” down" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /Move “Other”/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Move “Dairy and eggs” up" }));
    expect(onOrderChange).toHaveBeenCalledWith(["dairy", "bakery"]);
    expect(screen.getByText("“Dairy and eggs” is now group 1 of 2.")).toBeInTheDocument();
  });

  it("names the groups in Slovak, Ostatné last", () => {
    renderItems([item("Soľ", null), item("Rožky", "bakery"), item("Mlieko", "dairy")], [], "sk");
    expect(headings()).toEqual(["Mliečne výrobky a vajcia1", "Pečivo1", "Ostatné1"]);
  });
});
