// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { SignedInSession } from "@shared/schemas/signed-in-sessions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screenTexts } from "@/app/screen-texts";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { SignedInSessions } from "./signed-in-sessions";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => Promise.all([screenTexts.settings.load("en"), screenTexts.settings.load("sk")]));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const laptop: SignedInSession = {
  id: "laptop",
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: minutesAgo(1),
  expiresAt: "2026-12-01T10:00:00.000Z",
  current: true,
};
const phone: SignedInSession = {
  id: "phone",
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: minutesAgo(3 * 60 + 5),
  expiresAt: "2026-12-20T10:00:00.000Z",
  current: false,
};

/** Better Auth's session routes as the server answers them; each POST is recorded. */
function stubRoutes(sessions: SignedInSession[], revokeStatus = 200) {
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      if (init?.method === "POST") {
        posts.push({ path, body: JSON.parse(String(init.body)) });
        const status = path.endsWith("/revoke-session") ? revokeStatus : 200;
        return new Response(JSON.stringify(status === 200 ? { status: true } : { code: "SESSION_NOT_FOUND" }), {
          status,
        });
      }
      return new Response(JSON.stringify(sessions), { status: 200 });
    }),
  );
  return posts;
}

function renderList(locale: "en" | "sk" = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <SignedInSessions />
        </I18nextProvider>
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
}

describe("SignedInSessions", () => {
  it("names each device, marks this one, and signs another out by its id", async () => {
    const posts = stubRoutes([laptop, phone]);
    const user = userEvent.setup();
    renderList();
    const list = await screen.findByRole("list", { name: "Signed-in browsers and devices" });
    const [thisEntry, phoneEntry] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(thisEntry).toHaveTextContent("Firefox 128 on WindowsThis deviceActive nowSigned in 01.11.2026");
    expect(within(thisEntry).queryByRole("button")).toBeNull();
    expect(phoneEntry).toHaveTextContent("Safari 17 on iOS 17Last active 3 hours ago");

    await user.click(within(phoneEntry).getByRole("button", { name: "Sign out Safari 17 on iOS 17" }));
    expect(posts).toEqual([{ path: "/api/auth/revoke-session", body: { id: "phone" } }]);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Safari 17 on iOS 17 is signed out"));
  });

  it("asks before signing out all other devices, and Cancel signs out nothing (Slovak)", async () => {
    const posts = stubRoutes([laptop, phone]);
    const user = userEvent.setup();
    renderList("sk");
    const list = await screen.findByRole("list", { name: "Prihlásené prehliadače a zariadenia" });
    expect(within(list).getByText("Toto zariadenie")).toBeVisible();
    expect(within(list).getByText("Safari 17 v systéme iOS 17")).toBeVisible();
    expect(within(list).getByText("Naposledy aktívne pred 3 hodinami")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Odhlásiť všetky ostatné zariadenia" }));
    const dialog = screen.getByRole("alertdialog", { name: "Odhlásiť všetky ostatné zariadenia?" });
    expect(within(dialog).getByRole("button", { name: "Zrušiť" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Zrušiť" }));
    expect(posts).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Odhlásiť všetky ostatné zariadenia" }));
    await user.click(screen.getByRole("button", { name: "Odhlásiť ostatné" }));
    expect(posts).toEqual([{ path: "/api/auth/revoke-other-sessions", body: {} }]);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Všetky ostatné zariadenia sú odhlásené"));
  });

  it("says so when the device was already signed out, and offers no mass sign-out when alone", async () => {
    stubRoutes([laptop, phone], 404);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole("button", { name: "Sign out Safari 17 on iOS 17" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("That device was already signed out"));
    expect(toast.error).not.toHaveBeenCalled();

    cleanup();
    stubRoutes([laptop]);
    renderList();
    expect(await screen.findByText("You are signed in on this device only.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Sign out/ })).toBeNull();
  });
});
