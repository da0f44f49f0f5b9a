// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { loadDataTransferTexts } from "../data-transfer-texts";
import { CalendarFeedSection } from "./calendar-feed-section";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => Promise.all([loadDataTransferTexts("en"), loadDataTransferTexts("sk")]));

const SECRET = "k8ZQ5tPE550pYZSR7A0wS6AdIqsSZ0ijo0IcTKQ0kiY";
const created = {
  url: `webcal://poriadok.example/api/calendar/${SECRET}.ics`,
  httpsUrl: `https://poriadok.example/api/calendar/${SECRET}.ics`,
  createdAt: "2026-11-23T10:00:00.000Z",
};

/** The feed routes as the server answers them, with the feed's state kept between requests. */
function stubFeedRoutes(isActive: boolean) {
  let status = isActive ? { active: true, createdAt: "2026-11-01T08:00:00.000Z" } : { active: false, createdAt: null };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") {
      status = { active: true, createdAt: created.createdAt };
      return json(created);
    }
    if (init?.method === "DELETE") {
      status = { active: false, createdAt: null };
      return new Response(null, { status: 204 });
    }
    return json(status);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSection(locale: "en" | "sk" = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <CalendarFeedSection />
        </I18nextProvider>
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("CalendarFeedSection", () => {
  it("creates a link, shows both forms once with the focus on Copy, and turns it off after asking", async () => {
    const fetchMock = stubFeedRoutes(false);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Create calendar link" }));

    expect(await screen.findByRole("textbox", { name: "For Apple Calendar and Thunderbird" })).toHaveValue(created.url);
    expect(screen.getByRole("textbox", { name: /^For Google Calendar/ })).toHaveValue(created.httpsUrl);
    expect(screen.getByText(/it is shown only this once/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Copy link: For Apple Calendar and Thunderbird" })).toHaveFocus();
    expect(screen.getByText("Your calendar link has worked since 23.11.2026.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Turn off" }));
    const dialog = screen.getByRole("alertdialog", { name: "Turn off the calendar feed?" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(dialog).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Turn off" }));
    const confirm = screen.getByRole("alertdialog", { name: "Turn off the calendar feed?" });
    await user.click(within(confirm).getByRole("button", { name: "Turn off" }));
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Create calendar link" })).toHaveFocus());
    expect(screen.getByText("You have no calendar link.")).toBeVisible();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("asks before replacing a link that exists (Slovak)", async () => {
    const fetchMock = stubFeedRoutes(true);
    const user = userEvent.setup();
    renderSection("sk");
    expect(await screen.findByText("Váš odkaz na kalendár funguje od 01.11.2026.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Vytvoriť nový odkaz" }));
    const dialog = screen.getByRole("alertdialog", { name: "Vytvoriť nový odkaz na kalendár?" });
    expect(dialog).toHaveTextContent("Súčasný odkaz hneď prestane fungovať.");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Vytvoriť nový odkaz" }));
    expect(await screen.findByRole("textbox", { name: "Pre Apple Kalendár a Thunderbird" })).toHaveValue(created.url);
  });
});
