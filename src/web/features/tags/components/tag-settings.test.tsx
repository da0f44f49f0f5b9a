// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { setTestOutboxContext } from "@/test-support/outbox-context";
import { stubResizeObserver } from "@/test-support/stub-resize-observer";
import { TagSettings } from "./tag-settings";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const tags = [
  { id: 1, name: "Home", color: "#9b87f5" },
  { id: 2, name: "Škola", color: "#e11d48" },
];

/** The server: GET /api/tags lists `tags`; any change answers `change` (status and body). */
function stubServer(change: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const isList = String(input).endsWith("/api/tags") && (init?.method ?? "GET") === "GET";
    const [status, body] = isList ? [200, { tags }] : [change.status, change.body];
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { changes: () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET") };
}

async function renderSettings(language: "en" | "sk" = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  setTestOutboxContext(queryClient, i18nFor(language));
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor(language)}>
        <TagSettings />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await screen.findByText("Škola");
}

const taken = { status: 409, body: { error: { code: "tag_name_taken", message: "taken" } } };

// Radix measures the colour radios with a ResizeObserver, which jsdom lacks.
beforeEach(stubResizeObserver);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

// Typing through user-event is slow on a busy machine; the steps themselves wait for nothing.
describe("tag names already in use", { timeout: 20_000 }, () => {
  it("are refused at the field, ignoring case, before any request", async () => {
    const server = stubServer({ status: 201, body: {} });
    const user = userEvent.setup();
    await renderSettings();
    const name = screen.getByLabelText("Name");
    await user.type(name, " ŠKOLA ");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(name).toHaveAccessibleDescription("A tag with this name already exists.");
    expect(name).toHaveFocus();
    expect(server.changes()).toHaveLength(0);
  });

  it("taken meanwhile on the server, come back into the form with the reason (Slovak)", async () => {
    stubServer(taken);
    const user = userEvent.setup();
    await renderSettings("sk");
    const name = screen.getByLabelText("Názov");
    await user.type(name, "Práca");
    await user.click(screen.getByRole("button", { name: "Pridať štítok" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription("Štítok s týmto názvom už existuje."));
    expect(name).toHaveValue("Práca");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("at the limit of tags, the toast says so", async () => {
    stubServer({ status: 409, body: { error: { code: "tag_limit_reached", message: "limit" } } });
    const user = userEvent.setup();
    await renderSettings();
    await user.type(screen.getByLabelText("Name"), "New");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Error",
        expect.objectContaining({
          description: "You have reached the limit of 200 tags. Delete some to add more.",
        }),
      ),
    );
  });

  it("are refused on rename, while the tag's own name in another case is fine", async () => {
    const server = stubServer(taken);
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole("button", { name: "Edit “Home”" }));
    const rename = screen.getByLabelText("New name for “Home”");
    await user.clear(rename);
    await user.type(rename, "škola");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(rename).toHaveAccessibleDescription("A tag with this name already exists.");
    expect(server.changes()).toHaveLength(0);

    // The server refuses what looked free here: the editor opens again with the name and the reason.
    await user.clear(rename);
    await user.type(rename, "Garden");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("New name for “Home”")).toHaveAccessibleDescription(
        "A tag with this name already exists.",
      ),
    );
    expect(screen.getByLabelText("New name for “Home”")).toHaveValue("Garden");
    expect(server.changes()).toHaveLength(1);
  });
});
