// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { ApiToken } from "@shared/schemas/api-tokens";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test-support/json-response";
import { renderWithProviders } from "@/test-support/render-with-providers";
import { stubResizeObserver } from "@/test-support/stub-resize-observer";
import { loadApiTokensTexts } from "../api-tokens-texts";
import { ApiTokensPanel } from "./api-tokens-panel";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => Promise.all([loadApiTokensTexts("en"), loadApiTokensTexts("sk")]));
beforeEach(stubResizeObserver);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const appPassword: ApiToken = {
  id: "0197a6a0-0000-7000-8000-000000000003",
  name: "iPhone",
  start: "pdk_CalD",
  scope: "caldav",
  createdAt: "2026-11-23T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
};

/** The session (the e-mail and language the server knows) and the token routes as the server answers them. */
function stubServer(locale: "en" | "sk") {
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).includes("/api/auth/get-session"))
      return jsonResponse(200, { user: { id: "u1", email: "jana@example.org", locale }, session: {} });
    if (init?.method === "POST") return jsonResponse(201, { token: "pdk_app_secret", apiToken: appPassword });
    return jsonResponse(200, { tokens: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function createAppPassword(texts: { name: string; scope: string; create: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole("textbox", { name: texts.name }), "iPhone");
  await user.click(screen.getByRole("radio", { name: texts.scope }));
  await user.click(screen.getByRole("button", { name: texts.create }));
  return user;
}

describe("the shown-once dialog of an app password (scope caldav)", () => {
  it("gives the server address, user name and app password to copy, and each app's steps", async () => {
    const fetchMock = stubServer("en");
    renderWithProviders(<ApiTokensPanel />, "en");
    const user = await createAppPassword({ name: "Name", scope: "Tasks app (CalDAV)", create: "Create token" });
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === "POST") ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: "iPhone", scope: "caldav" });

    const dialog = await screen.findByRole("dialog", { name: "Your new app password “iPhone”" });
    const origin = window.location.origin;
    expect(within(dialog).getByRole("textbox", { name: "Server address" })).toHaveValue(origin);
    expect(within(dialog).getByRole("textbox", { name: "Full address, if the app asks for a URL" })).toHaveValue(
      `${origin}/dav/`,
    );
    expect(await within(dialog).findByRole("textbox", { name: "User name (your e-mail)" })).toHaveValue(
      "jana@example.org",
    );
    expect(within(dialog).getByRole("textbox", { name: "App password" })).toHaveValue("pdk_app_secret");
    expect(within(dialog).getByText(/only time the app password is shown/)).toBeVisible();
    expect(within(dialog).getByText(/account's password does not work there/)).toBeVisible();
    // No curl command: that is for scripts.
    expect(within(dialog).queryByRole("textbox", { name: /command/ })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Copy the app password" }));
    expect(await within(dialog).findByText("The app password is on the clipboard.")).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe("pdk_app_secret");

    expect(within(dialog).getByRole("heading", { name: "Step by step in your app" })).toBeVisible();
    expect(within(dialog).getByText(/appear as the list “Tasks”/)).toBeVisible();
    const apple = within(dialog).getByText("Apple Reminders (iPhone, iPad, Mac)").closest("details");
    expect(apple).not.toHaveAttribute("open");
    await user.click(within(dialog).getByText("Apple Reminders (iPhone, iPad, Mac)"));
    expect(apple).toHaveAttribute("open");
    const steps = within(apple as HTMLElement).getAllByRole("listitem");
    expect(steps[0]).toHaveTextContent(
      "Settings → Apps → Reminders → Reminders Accounts → Add Account → Other → Add CalDAV Account.",
    );
    expect(steps[1]).toHaveTextContent(`Server: ${origin}. User Name: jana@example.org.`);
    expect(within(apple as HTMLElement).getByRole("heading", { name: "On a Mac" })).toBeVisible();
    for (const app of ["Android: DAVx⁵ with Tasks.org or jtx Board", "Thunderbird", "Evolution"])
      expect(within(dialog).getByText(app).tagName).toBe("SUMMARY");
    expect(within(dialog).getByText(`Type: CalDAV. URL: ${origin}/dav/. User: jana@example.org.`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("speaks Slovak, with the apps' Slovak menu names and the list “Úlohy”", async () => {
    stubServer("sk");
    renderWithProviders(<ApiTokensPanel />, "sk");
    const user = await createAppPassword({ name: "Názov", scope: "Aplikácia úloh (CalDAV)", create: "Vytvoriť token" });

    const dialog = await screen.findByRole("dialog", { name: "Vaše nové heslo pre aplikáciu „iPhone“" });
    expect(within(dialog).getByRole("textbox", { name: "Adresa servera" })).toHaveValue(window.location.origin);
    expect(await within(dialog).findByRole("textbox", { name: "Používateľské meno (váš e-mail)" })).toHaveValue(
      "jana@example.org",
    );
    expect(within(dialog).getByRole("textbox", { name: "Heslo pre aplikáciu" })).toHaveValue("pdk_app_secret");
    expect(within(dialog).getByRole("button", { name: "Kopírovať heslo pre aplikáciu" })).toBeVisible();
    expect(within(dialog).getByText(/zobrazia ako zoznam „Úlohy“/)).toBeVisible();

    await user.click(within(dialog).getByText("Pripomienky od Apple (iPhone, iPad, Mac)"));
    expect(
      within(dialog).getByText(/Nastavenia → Aplikácie → Pripomienky → Účty pripomienok → Pridať účet → Iné/),
    ).toBeVisible();
    expect(within(dialog).getByText(/Systémové nastavenia → Internetové účty/)).toBeVisible();
    await user.click(within(dialog).getByText("Thunderbird"));
    expect(within(dialog).getByText("Otvorte Úlohy, potom Nový kalendár → Na sieti.")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Hotovo" })).toBeVisible();
  });
});
