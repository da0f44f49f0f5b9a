// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { CompletedPerWeekChart, CreatedPerDayChart } from "./stats-charts";

function inLocale(locale: "en" | "sk", children: ReactNode) {
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </I18nextProvider>
  );
}

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-03-${String(index + 1).padStart(2, "0")}`,
  count: index === 9 ? 4 : index === 29 ? 2 : 0,
}));

afterEach(cleanup);

describe("CreatedPerDayChart", () => {
  it("names the picture with a summary a screen reader can read out", () => {
    render(inLocale("en", <CreatedPerDayChart days={days} />));
    expect(
      screen.getByRole("img", {
        name: "Items created per day over the last 30 days: 6 in total, the most on March 10 (4), 2 today.",
      }),
    ).toBeInTheDocument();
  });

  it("keeps every number in a table, the latest day first", () => {
    render(inLocale("en", <CreatedPerDayChart days={days} />));
    const table = screen.getByRole("table", { name: "Items created per day" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent("Monday, March 30(today)2");
    expect(rows[21]).toHaveTextContent("Tuesday, March 104");
  });

  it("says so when nothing was created", () => {
    render(inLocale("en", <CreatedPerDayChart days={days.map((day) => ({ ...day, count: 0 }))} />));
    expect(screen.getByRole("img", { name: "Items created per day over the last 30 days: none yet." })).toBeVisible();
    expect(screen.getByText(/Nothing created in the last 30 days yet/)).toBeInTheDocument();
  });

  it("lets the keyboard walk the bars and announces each", () => {
    render(inLocale("en", <CreatedPerDayChart days={days} />));
    const chart = screen.getByRole("img");
    fireEvent.focus(chart);
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    expect(screen.getByText("Sunday, March 29: 0 items")).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: "Home" });
    expect(screen.getByText("Sunday, March 1: 0 items")).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: "End" });
    expect(screen.getByText("Monday, March 30: 2 items")).toBeInTheDocument();
  });
});

describe("CompletedPerWeekChart", () => {
  it("reads in Slovak, with Slovak plurals", () => {
    const weeks = Array.from({ length: 12 }, (_, index) => ({
      weekStart: ["2026-01-04", "2026-01-11", "2026-01-18"][index % 3] ?? "",
      count: index === 11 ? 3 : 0,
    }));
    render(inLocale("sk", <CompletedPerWeekChart weeks={weeks} />));
    expect(
      screen.getByRole("img", {
        name: "Splnené úlohy po týždňoch za posledných 12 týždňov: spolu 3, najviac v týždni od 18. januára (3), tento týždeň 3.",
      }),
    ).toBeInTheDocument();
    const chart = screen.getByRole("img");
    fireEvent.focus(chart);
    expect(screen.getByText(/: 3 úlohy$/)).toBeInTheDocument();
  });
});
