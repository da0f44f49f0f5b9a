// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { ApiToken } from "@shared/schemas/api-tokens";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test-support/json-response";
import { renderWithProviders } from "@/test-support/render-with-providers";
import { stubResizeObserver } from "@/test-support/stub-resize-observer";
import { loadApiTokensTexts } from "../api-tokens-texts";
import { ApiTokensPanel } from "./api-tokens-panel";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => Promise.all([loadApiTokensTexts("en"), loadApiTokensTexts("sk")]));
// Radix measures the scope radios with a ResizeObserver, which jsdom lacks.
beforeEach(stubResizeObserver);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const existing: ApiToken = {
  id: "0197a6a0-0000-7000-8000-000000000001",
  name: "Cron job",
  start: "pdk_OldT",
  scope: "read",
  createdAt: "2026-11-01T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
};
const made: ApiToken = {
  id: "0197a6a0-0000-7000-8000-000000000002",
  name: "Home Assistant",
  start: "pdk_NewT",
  scope: "read_write",
  createdAt: "2026-11-23T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: "2027-02-21T10:00:00.000Z",
};

type Answer = { status: number; body?: unknown };

/** The token routes as the server answers them; `onCreate` is the answer to POST. */
function stubRoutes(tokens: ApiToken[], onCreate: Answer) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") return jsonResponse(onCreate.status, onCreate.body);
    if (init?.method === "DELETE") return jsonResponse(204);
    return jsonResponse(200, { tokens });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderPanel = (locale: "en" | "sk" = "en") => renderWithProviders(<ApiTokensPanel />, locale);

describe("ApiTokensPanel", () => {
  it("creates a token, shows it once with a curl example, then lists it and focuses it", async () => {
    const fetchMock = stubRoutes([existing], { status: 201, body: { token: "pdk_secret123", apiToken: made } });
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole("list", { name: "Your tokens" });
    expect(within(list).getByText("Never used")).toBeVisible();
    expect(screen.getByText("You have 1 token (at most 20).")).toBeVisible();

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Home Assistant");
    expect(screen.getByRole("combobox", { name: "Expires" })).toHaveValue("90");
    await user.selectOptions(screen.getByRole("combobox", { name: "Expires" }), "In 1 year");
    // Read only unless chosen otherwise; each choice says what it allows.
    expect(screen.getByRole("radio", { name: "Read only" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Read and write" })).toHaveAccessibleDescription(
      "Also adds, changes and deletes them, and imports.",
    );
    await user.click(screen.getByRole("radio", { name: "Read and write" }));
    await user.click(screen.getByRole("button", { name: "Create token" }));

    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === "POST") ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Home Assistant", scope: "read_write", expiresInDays: 365 });
    const dialog = await screen.findByRole("dialog", { name: "Your new token “Home Assistant”" });
    expect(within(dialog).getByRole("textbox", { name: "Your token" })).toHaveValue("pdk_secret123");
    expect(within(dialog).getByText(/This is the only time the token is shown/)).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: "This command adds a task to your list:" })).toHaveValue(
      `curl -H "Authorization: Bearer pdk_secret123" -H "Content-Type: application/json" -d '{"title":"Take out the bins","category":"tasks"}' ${window.location.origin}/api/notes`,
    );

    // userEvent's clipboard takes the token; then one that refuses: the failure is said, the text selected.
    await user.click(within(dialog).getByRole("button", { name: "Copy the token" }));
    expect(await within(dialog).findByText("The token is on the clipboard.")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Copy the token" })).toHaveTextContent("Copied");
    expect(await navigator.clipboard.readText()).toBe("pdk_secret123");
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new DOMException("denied", "NotAllowedError"));
    await user.click(within(dialog).getByRole("button", { name: "Copy the command" }));
    expect(await within(dialog).findByText(/The command could not be copied/)).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: "This command adds a task to your list:" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const entries = within(list).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent?.slice(0, 22))).toEqual([
      "Home Assistantpdk_NewT",
      "Cron jobpdk_OldT…Read ",
    ]);
    expect(within(entries[0] as HTMLElement).getByText("Read and write")).toBeVisible();
    expect(within(entries[1] as HTMLElement).getByText("Read only")).toBeVisible();
    await vi.waitFor(() => expect(entries[0]).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(screen.getByRole("radio", { name: "Read only" })).toBeChecked();
  });

  it("offers an app password that never expires, unless an expiry was chosen", async () => {
    stubRoutes([], { status: 201, body: { token: "pdk_secret123", apiToken: made } });
    const user = userEvent.setup();
    renderPanel();
    const expiry = await screen.findByRole("combobox", { name: "Expires" });
    await user.click(screen.getByRole("radio", { name: "Tasks app (CalDAV)" }));
    expect(expiry).toHaveValue("never");
    await user.click(screen.getByRole("radio", { name: "Read only" }));
    expect(expiry).toHaveValue("90");

    await user.selectOptions(expiry, "In 30 days");
    await user.click(screen.getByRole("radio", { name: "Tasks app (CalDAV)" }));
    expect(expiry).toHaveValue("30");
  });

  it("says what is wrong: an empty name, and the server's refusal under the name", async () => {
    stubRoutes([], { status: 409, body: { error: { code: "api_tokens_limit", message: "limit" } } });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText(/You have no tokens yet/)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Create token" }));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("This field is required");

    await user.type(screen.getByRole("textbox", { name: "Name" }), "One too many");
    await user.click(screen.getByRole("button", { name: "Create token" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
        "You have reached the limit of API tokens. Revoke one you no longer need first.",
      ),
    );
    expect(screen.queryByRole("dialog")).toBeNull();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await user.click(screen.getByRole("button", { name: "Create token" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
        "Poriadok could not reach its server. Check your connection and try again.",
      ),
    );
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("One too many");
  });

  it("names the field the server refused", async () => {
    stubRoutes([], {
      status: 400,
      body: {
        error: {
          code: "validation_failed",
          message: "invalid",
          details: [{ field: "name", message: "validation.tooLong" }],
        },
      },
    });
    const user = userEvent.setup();
    renderPanel("sk");
    await user.type(await screen.findByRole("textbox", { name: "Názov" }), "Príliš dlhý názov");
    await user.click(screen.getByRole("button", { name: "Vytvoriť token" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Názov" })).toHaveAccessibleDescription("Text je príliš dlhý."),
    );
    expect(screen.getByRole("textbox", { name: "Názov" })).toHaveAttribute("aria-invalid", "true");
  });

  it("revokes after a confirmation, in Slovak", async () => {
    const fetchMock = stubRoutes([existing], { status: 500 });
    const user = userEvent.setup();
    renderPanel("sk");
    const list = await screen.findByRole("list", { name: "Vaše tokeny" });
    expect(within(list).getByText("Ešte nepoužitý")).toBeVisible();
    expect(within(list).getByText("Platí neobmedzene")).toBeVisible();
    expect(within(list).getByText("Iba čítanie")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Zneplatniť Cron job" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Zneplatniť „Cron job“?" });
    await user.click(within(confirm).getByRole("button", { name: "Zneplatniť" }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Token „Cron job“ je zneplatnený. Už nefunguje."),
    );
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === "DELETE") ?? [];
    expect(String(url)).toMatch(/\/api\/tokens\/0197a6a0-0000-7000-8000-000000000001$/);
    expect(init?.method).toBe("DELETE");
    expect(await screen.findByText(/Zatiaľ nemáte žiadny token/)).toBeVisible();
    await vi.waitFor(() => expect(screen.getByRole("textbox", { name: "Názov" })).toHaveFocus());
  });
});
