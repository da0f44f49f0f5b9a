// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Info } from "lucide-react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { useSettingsView } from "../use-settings-view";
import { SettingsMenu } from "./settings-menu";
import { SettingsSubview } from "./settings-subview";

/** The menu and a subview wired as the settings route wires them. */
function SettingsHarness() {
  const { view, lastView, isFromMenu, backToMenu } = useSettingsView();
  if (view === null) return <SettingsMenu focusView={lastView} />;
  return (
    <SettingsSubview key={view} title={`View ${view}`} icon={Info} isFocusedOnOpen={isFromMenu} onBack={backToMenu}>
      <p>Content of {view}</p>
    </SettingsSubview>
  );
}

function renderSettings(initialEntry = "/settings") {
  const router = createMemoryRouter([{ path: "/settings", element: <SettingsHarness /> }], {
    initialEntries: [initialEntry],
  });
  render(
    <I18nextProvider i18n={i18nFor("en")}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

afterEach(cleanup);

describe("the settings menu", () => {
  it("lists every section, notifications, API tokens, your data and the trash included", () => {
    renderSettings();
    const nav = screen.getByRole("navigation", { name: "Settings sections" });
    for (const name of [
      /^Account/,
      /^Tags/,
      /^Your data/,
      /^Trash/,
      /^Language/,
      /^Notifications/,
      /^API tokens/,
      /^Support the author/,
      /^About/,
      /^Delete data/,
    ]) {
      expect(nav).toContainElement(screen.getByRole("link", { name }));
    }
  });

  it("opens a subview in the query string, focuses its heading, and goes back to the menu entry", async () => {
    const user = userEvent.setup();
    const router = renderSettings();
    await user.click(screen.getByRole("link", { name: /^Account/ }));

    expect(router.state.location.search).toBe("?view=account");
    expect(screen.getByRole("heading", { level: 2, name: "View account" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("link", { name: /^Account/ })).toHaveFocus();
  });

  it("opened directly (reload, e-mail link), Back replaces the entry with the menu", async () => {
    const user = userEvent.setup();
    const router = renderSettings("/settings?view=about");
    expect(screen.getByText("Content of about")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).not.toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(router.state.location.search).toBe("");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("leads to the trash screen, whether or not anything is in the trash", () => {
    renderSettings();
    expect(screen.getByRole("link", { name: /^Trash/ })).toHaveAttribute("href", "/trash");
  });

  it("shows the menu for an unknown view", () => {
    renderSettings("/settings?view=nonsense");
    expect(screen.getByRole("navigation", { name: "Settings sections" })).toBeInTheDocument();
  });
});
