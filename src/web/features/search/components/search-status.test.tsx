// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { i18nFor } from "@/lib/i18n";
import { SearchStatus } from "./search-status";

afterEach(cleanup);

function renderRefusal(language: "en" | "sk", status: number, code: string) {
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <SearchStatus
        query="aa ab ac"
        results={undefined}
        isSettling={false}
        isLocal={false}
        error={new ApiError(status, code, "")}
      />
    </I18nextProvider>,
  );
}

describe("the search dialog's status line", () => {
  it("says plainly that a search would take too long or came too often, in English and Slovak", () => {
    renderRefusal("en", 503, "search_too_costly");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This search would take too long. Search for fewer words, or longer ones.",
    );
    cleanup();
    renderRefusal("sk", 503, "search_too_costly");
    expect(screen.getByRole("alert")).toHaveTextContent("Toto hľadanie by trvalo príliš dlho.");
    cleanup();
    renderRefusal("en", 429, "search_rate_limited");
    expect(screen.getByRole("alert")).toHaveTextContent("Too many searches in a short time.");
    cleanup();
    renderRefusal("sk", 429, "search_rate_limited");
    expect(screen.getByRole("alert")).toHaveTextContent("Príliš veľa hľadaní za krátky čas.");
  });
});
