// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { ShoppingItem } from "@shared/schemas/note";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { ShoppingItemRow } from "./shopping-item-row";

const milk: ShoppingItem = {
  id: "7",
  noteId: "1",
  name: "Milk",
  completed: false,
  category: null,
  quantity: null,
  addedBy: null,
};

function renderRow(onRename: (item: ShoppingItem, name: string) => Promise<unknown>) {
  render(
    <I18nextProvider i18n={i18nFor("en")}>
      <ul>
        <ShoppingItemRow item={milk} onToggle={vi.fn()} onDelete={vi.fn()} onRename={onRename} />
      </ul>
    </I18nextProvider>,
  );
  return { trigger: screen.getByRole("button", { name: "Rename “Milk”" }) };
}

afterEach(cleanup);

describe("ShoppingItemRow renaming", () => {
  it("refuses a blank name and cancels with Escape, giving the focus back", async () => {
    const user = userEvent.setup();
    const onRename = vi.fn(() => Promise.resolve());
    const { trigger } = renderRow(onRename);
    await user.click(trigger);
    const field = screen.getByRole("textbox", { name: "Item name" });
    expect(field).toHaveFocus();
    expect(field).toHaveValue("Milk");

    await user.clear(field);
    await user.type(field, "   {Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("This field is required");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(onRename).not.toHaveBeenCalled();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rename “Milk”" })).toHaveFocus();
  });

  it("saves the trimmed name once, however often Enter is pressed while it is saving", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onRename = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { trigger } = renderRow(onRename);
    await user.click(trigger);
    const field = screen.getByRole("textbox", { name: "Item name" });
    await user.clear(field);
    await user.type(field, "  Oat milk {Enter}{Enter}");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onRename).toHaveBeenCalledWith(milk, "Oat milk");
    await act(async () => finish());
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("keeps the field open with the text when the server refuses", async () => {
    const user = userEvent.setup();
    const onRename = vi.fn(() => Promise.reject(new Error("refused")));
    const { trigger } = renderRow(onRename);
    await user.click(trigger);
    const field = screen.getByRole("textbox", { name: "Item name" });
    await user.clear(field);
    await user.type(field, "Cream{Enter}");
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("textbox", { name: "Item name" })).toHaveValue("Cream");
  });
});
