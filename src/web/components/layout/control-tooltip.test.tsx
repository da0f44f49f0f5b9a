// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@shared/constants";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ControlTooltip } from "./control-tooltip";

function renderControls() {
  render(
    <>
      <ControlTooltip label="Statistics">
        <button type="button" aria-label="Statistics">
          S
        </button>
      </ControlTooltip>
      <ControlTooltip label="Hours planner">
        <button type="button" aria-label="Hours planner">
          P
        </button>
      </ControlTooltip>
    </>,
  );
  return {
    statistics: screen.getByRole("button", { name: "Statistics" }),
    planner: screen.getByRole("button", { name: "Hours planner" }),
  };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const mouse = { pointerType: "mouse" };

describe("ControlTooltip", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    // Lets the skip delay of one test run out before the next.
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
    vi.useRealTimers();
  });

  it("names the control after the hover delay, describes its wrapper by it, and hides when the pointer leaves", async () => {
    const { statistics } = renderControls();
    fireEvent.pointerMove(statistics, mouse);
    await wait(TOOLTIP_DELAY_MS - 50);
    expect(screen.queryByRole("tooltip")).toBeNull();
    await wait(50);
    const tooltip = screen.getByRole("tooltip", { name: "Statistics" });
    expect(statistics.parentElement).toHaveAttribute("aria-describedby", tooltip.id);
    expect(statistics).toHaveAccessibleName("Statistics");
    fireEvent.pointerLeave(statistics.parentElement as HTMLElement, mouse);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens at once on keyboard focus, one at a time, and hides on Escape", () => {
    const { statistics, planner } = renderControls();
    act(() => statistics.focus());
    expect(screen.getByRole("tooltip", { name: "Statistics" })).toBeVisible();
    act(() => planner.focus());
    expect(screen.getAllByRole("tooltip").map((tooltip) => tooltip.textContent)).toEqual(["Hours planner"]);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens the next one without the delay while one is open", () => {
    const { statistics, planner } = renderControls();
    act(() => statistics.focus());
    fireEvent.pointerMove(planner, mouse);
    expect(screen.getAllByRole("tooltip").map((tooltip) => tooltip.textContent)).toEqual(["Hours planner"]);
  });

  it("stays closed for focus that comes from a press, and a click closes it", async () => {
    const { statistics } = renderControls();
    fireEvent.pointerDown(statistics, mouse);
    act(() => statistics.focus());
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.pointerUp(document, mouse);
    fireEvent.pointerMove(statistics, mouse);
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.queryByRole("tooltip")).not.toBeNull();
    fireEvent.click(statistics);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("names the control on a long press, does not use it, and hides after a while", async () => {
    const { statistics } = renderControls();
    fireEvent.pointerDown(statistics, { pointerType: "touch" });
    await wait(500);
    expect(screen.getByRole("tooltip", { name: "Statistics" })).toBeVisible();
    fireEvent.pointerUp(statistics, { pointerType: "touch" });
    fireEvent.pointerLeave(statistics.parentElement as HTMLElement, { pointerType: "touch" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    statistics.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole("tooltip")).toBeVisible();
    await wait(2000);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
