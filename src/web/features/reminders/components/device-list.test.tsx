// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { NotificationDevice } from "@shared/schemas/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { loadRemindersTexts } from "../reminders-texts";
import { DeviceList } from "./device-list";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => Promise.all([loadRemindersTexts("en"), loadRemindersTexts("sk")]));

const devices: NotificationDevice[] = [
  {
    id: 1,
    label: "Firefox · Android",
    endpoint: "https://push.example/phone",
    createdAt: "2026-11-02T08:00:00.000Z",
    lastUsedAt: null,
  },
  {
    id: 2,
    label: "",
    endpoint: "https://push.example/laptop",
    createdAt: "2026-11-20T08:00:00.000Z",
    lastUsedAt: null,
  },
];

function renderList(locale: "en" | "sk", list: NotificationDevice[], thisEndpoint: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <DeviceList devices={list} thisEndpoint={thisEndpoint} onRemovedThisDevice={async () => undefined} />
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

describe("DeviceList", () => {
  it("marks this device, names an unrecognised one, and removes a device through the API", async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderList("en", devices, "https://push.example/laptop");
    const items = within(screen.getByRole("list", { name: "Devices" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Firefox · AndroidAdded 02.11.2026Remove",
      "Unknown browserThis deviceAdded 20.11.2026Remove",
    ]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Remove Firefox · Android" }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/notifications\/devices\/1$/);
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Firefox · Android no longer gets notifications."),
    );
    expect(screen.getByRole("button", { name: "Remove Unknown browser (This device)" })).toBeVisible();
  });

  it("says so when no device gets notifications, in Slovak", () => {
    renderList("sk", [], null);
    expect(screen.getByRole("heading", { name: "Zariadenia" })).toBeVisible();
    expect(screen.getByText("Upozornenia zatiaľ nedostáva žiadne zariadenie.")).toBeVisible();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
