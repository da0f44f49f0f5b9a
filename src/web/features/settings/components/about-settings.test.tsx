// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { AboutSettings } from "./about-settings";

function renderAbout(locale: "en" | "sk", commit: string | null) {
  const router = createMemoryRouter(
    [{ path: "/settings", element: <AboutSettings contactEmail={null} version="0.1.0" commit={commit} /> }],
    { initialEntries: ["/settings"] },
  );
  render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe("the About section", () => {
  it("shows the version with the server's short commit, in both languages", () => {
    renderAbout("en", "0a1b2c3");
    expect(screen.getByText("Version 0.1.0 (commit 0a1b2c3)")).toBeInTheDocument();
    cleanup();
    renderAbout("sk", "0a1b2c3");
    expect(screen.getByText("Verzia 0.1.0 (commit 0a1b2c3)")).toBeInTheDocument();
  });

  it("shows the version alone when the commit is unknown", () => {
    renderAbout("en", "unknown");
    expect(screen.getByText("Version 0.1.0")).toBeInTheDocument();
    expect(screen.queryByText(/commit/)).not.toBeInTheDocument();
  });
});
