// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { QuickAddField } from "./quick-add-field";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

/** Suspends the first time it renders: React throws that render of its boundary away and runs it again. */
let isFirstRender = true;
let resolveFirst: () => void = () => {};
const firstRenderDone = new Promise<void>((resolve) => {
  resolveFirst = resolve;
});
function SuspendsOnce() {
  if (isFirstRender) {
    isFirstRender = false;
    setTimeout(resolveFirst, 20);
    throw firstRenderDone;
  }
  return null;
}

describe("QuickAddField", () => {
  it("keeps the shortcut's or shared line, in focus, when its first render is thrown away and run again", async () => {
    window.history.replaceState(null, "", "/home?tab=shopping&quickAdd=Buy%20milk");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LocaleContext.Provider value="en">
          <I18nextProvider i18n={i18nFor("en")}>
            <Suspense fallback={<p>Loading</p>}>
              <QuickAddField tags={{ items: [], status: "success" }} tab="shopping" onCreated={() => {}} />
              <SuspendsOnce />
            </Suspense>
          </I18nextProvider>
        </LocaleContext.Provider>
      </QueryClientProvider>,
    );
    const field = await screen.findByRole("textbox", { name: "Quick add" });
    expect(field).toHaveValue("Buy milk");
    expect(field).toHaveFocus();
    // Out of the address once on screen: a reload or Back does not bring the line again.
    expect(window.location.search).toBe("?tab=shopping");
  });
});
