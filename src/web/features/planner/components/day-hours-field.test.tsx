// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { DayHoursField } from "./day-hours-field";

function renderField({ savedHours = 0, locale = "en" as "en" | "sk" } = {}) {
  const save = vi.fn(() => Promise.resolve());
  const onHoursChange = vi.fn();
  const ui = (hours: number) => (
    <I18nextProvider i18n={i18nFor(locale)}>
      <LocaleContext.Provider value={locale}>
        <ul>
          <DayHoursField
            date="2026-03-09"
            savedHours={hours}
            isToday={false}
            save={save}
            onHoursChange={onHoursChange}
          />
        </ul>
      </LocaleContext.Provider>
    </I18nextProvider>
  );
  const view = render(ui(savedHours));
  return { save, onHoursChange, rerender: (hours: number) => view.rerender(ui(hours)) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("DayHoursField", () => {
  it("is a spin button named by its day and date", () => {
    renderField({ savedHours: 7.5 });
    const field = screen.getByRole("spinbutton", { name: /^Monday\s*09\.03\.$/ });
    expect(field).toHaveValue("7.5");
    expect(field).toHaveAttribute("aria-valuenow", "7.5");
    expect(field).toHaveAttribute("aria-valuetext", "7.5 hours");
  });

  it("saves a pause after typing, once", async () => {
    const { save, onHoursChange } = renderField();
    const field = screen.getByRole("spinbutton");
    fireEvent.change(field, { target: { value: "8" } });
    expect(onHoursChange).toHaveBeenLastCalledWith("2026-03-09", 8);
    expect(save).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(600));
    expect(save).toHaveBeenCalledExactlyOnceWith(8);
    expect(screen.getByText("Saved")).toBeInTheDocument();
  });

  it("refuses hours outside 0–24 with a message and saves nothing", async () => {
    const { save, onHoursChange } = renderField();
    const field = screen.getByRole("spinbutton");
    fireEvent.change(field, { target: { value: "24.5" } });
    fireEvent.blur(field);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(save).not.toHaveBeenCalled();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Enter between 0 and 24 hours. Not saved.");
    expect(onHoursChange).toHaveBeenLastCalledWith("2026-03-09", null);
  });

  it("counts a non-number as 0 and shows 0 once the field is left", async () => {
    const { save } = renderField({ savedHours: 6 });
    const field = screen.getByRole("spinbutton");
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: "abc" } });
    expect(screen.getByText("Not a number, counts as 0.")).toBeInTheDocument();
    await act(async () => fireEvent.blur(field));
    expect(save).toHaveBeenCalledExactlyOnceWith(0);
    expect(field).toHaveValue("0");
  });

  it("keeps what is being typed when a newer saved value arrives", () => {
    const { rerender } = renderField({ savedHours: 4 });
    const field = screen.getByRole("spinbutton");
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: "5" } });
    rerender(3);
    expect(field).toHaveValue("5");
  });

  it("takes a saved value from elsewhere while nobody is typing", () => {
    const { rerender } = renderField({ savedHours: 4 });
    rerender(3);
    expect(screen.getByRole("spinbutton")).toHaveValue("3");
  });

  it("steps half an hour with the arrow keys and writes Slovak decimals", async () => {
    const { save } = renderField({ savedHours: 7, locale: "sk" });
    const field = screen.getByRole("spinbutton", { name: /^Pondelok/ });
    fireEvent.keyDown(field, { key: "ArrowUp" });
    expect(field).toHaveValue("7,5");
    expect(field).toHaveAttribute("aria-valuetext", "7,5 hodiny");
    await act(async () => vi.advanceTimersByTime(600));
    expect(save).toHaveBeenCalledExactlyOnceWith(7.5);
  });
});
