// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { suggestItems } from "@shared/shopping-memory";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { AddItemForm } from "./add-item-form";

const REMEMBERED = [
  { name: "Šošovica", category: "pantry" },
  { name: "Mlieko", category: "dairy" },
  { name: "Mliečna čokoláda", category: null },
];

function renderForm(onAdd = vi.fn()) {
  const inputRef = createRef<HTMLInputElement>();
  render(
    <I18nextProvider i18n={i18nFor("en")}>
      <AddItemForm
        onAdd={onAdd}
        inputRef={inputRef}
        categories={["dairy", "bakery", "Snacks"]}
        suggestionsFor={(typed) => suggestItems(REMEMBERED, typed)}
      />
    </I18nextProvider>,
  );
  return { onAdd, input: screen.getByLabelText("New item"), button: screen.getByRole("button", { name: "Add" }) };
}

afterEach(cleanup);

describe("AddItemForm", () => {
  it("keeps the button disabled while the field holds nothing but spaces", async () => {
    const user = userEvent.setup();
    const { onAdd, input, button } = renderForm();
    expect(button).toBeDisabled();
    await user.type(input, "   ");
    expect(button).toBeDisabled();
    await user.type(input, "{Enter}");
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("adds the trimmed name with Enter or the button and empties the field", async () => {
    const user = userEvent.setup();
    const { onAdd, input, button } = renderForm();
    await user.type(input, "  Milk {Enter}");
    expect(onAdd).toHaveBeenLastCalledWith({ name: "Milk", category: null, quantity: null }, expect.any(Function));
    expect(input).toHaveValue("");

    await user.type(input, "Bread");
    await user.click(button);
    expect(onAdd).toHaveBeenLastCalledWith({ name: "Bread", category: null, quantity: null }, expect.any(Function));
    expect(input).toHaveValue("");
  });

  it("puts a refused name back, unless something new has been typed meanwhile", async () => {
    const user = userEvent.setup();
    const { onAdd, input } = renderForm();
    await user.type(input, "Eggs{Enter}");
    const restoreEggs = onAdd.mock.calls[0]?.[1] as () => void;
    act(() => restoreEggs());
    expect(input).toHaveValue("Eggs");

    await user.clear(input);
    await user.type(input, "Tea{Enter}");
    const restoreTea = onAdd.mock.calls[1]?.[1] as () => void;
    await user.type(input, "Jam");
    act(() => restoreTea());
    expect(input).toHaveValue("Jam");
  });

  it("sends the quantity apart from the name", async () => {
    const user = userEvent.setup();
    const { onAdd, input } = renderForm();
    await user.type(screen.getByRole("textbox", { name: "Quantity" }), " 2 l ");
    await user.type(input, "Milk{Enter}");
    expect(onAdd).toHaveBeenLastCalledWith({ name: "Milk", category: null, quantity: "2 l" }, expect.any(Function));
    expect(screen.getByRole("textbox", { name: "Quantity" })).toHaveValue("");
  });

  it("suggests earlier items diacritic-blind; arrows and Enter take one, Escape closes the list", async () => {
    const user = userEvent.setup();
    const { onAdd, input } = renderForm();
    expect(input).toHaveAttribute("role", "combobox");
    await user.type(input, "sos");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["ŠošovicaPantry"]);
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: /Šošovica/ })).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: /Šošovica/ }).id);
    await user.keyboard("{Enter}");
    expect(input).toHaveValue("Šošovica");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "mli");
    expect(screen.getAllByRole("option")).toHaveLength(2);
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(onAdd).toHaveBeenLastCalledWith({ name: "mli", category: null, quantity: null }, expect.any(Function));
  });

  it("starts without a category and says so", () => {
    renderForm();
    expect(screen.getByRole("button", { name: "Add to category: No category" })).toBeInTheDocument();
  });
});
