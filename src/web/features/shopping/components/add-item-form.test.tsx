// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { AddItemForm } from "./add-item-form";

function renderForm(onAdd = vi.fn()) {
  const inputRef = createRef<HTMLInputElement>();
  render(
    <I18nextProvider i18n={i18nFor("en")}>
      <AddItemForm onAdd={onAdd} inputRef={inputRef} categories={["dairy", "bakery", "Snacks"]} />
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
    expect(onAdd).toHaveBeenLastCalledWith({ name: "Milk", category: null }, expect.any(Function));
    expect(input).toHaveValue("");

    await user.type(input, "Bread");
    await user.click(button);
    expect(onAdd).toHaveBeenLastCalledWith({ name: "Bread", category: null }, expect.any(Function));
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

  it("starts without a category and says so", () => {
    renderForm();
    expect(screen.getByRole("button", { name: "Add to category: No category" })).toBeInTheDocument();
  });
});
