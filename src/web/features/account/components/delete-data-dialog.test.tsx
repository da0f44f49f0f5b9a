// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Locale } from "@shared/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { DeleteDataDialog } from "./delete-data-dialog";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderDialog(locale: Locale = "en") {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <DeleteDataDialog />
        </I18nextProvider>
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
}

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("DeleteDataDialog", () => {
  it("refuses a word that is not DELETE without asking the server", async () => {
    const fetchMock = stubFetch(200, {});
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Delete all data…" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete all your data?" });
    expect(dialog).toHaveTextContent("This cannot be undone.");

    await user.type(screen.getByLabelText("Type DELETE to confirm"), "delet");
    await user.click(screen.getByRole("button", { name: "Delete all data" }));

    expect(toast.error).toHaveBeenCalledWith(
      "Error",
      expect.objectContaining({ description: "Please type DELETE as shown" }),
    );
    expect(screen.getByLabelText("Type DELETE to confirm")).toHaveAccessibleDescription("Please type DELETE as shown");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it("deletes everything after DELETE and says so", async () => {
    const fetchMock = stubFetch(200, { deleted: { notes: 3, tags: 1, plannerDays: 2 } });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Delete all data…" }));
    await user.type(screen.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(screen.getByRole("button", { name: "Delete all data" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("All data has been deleted"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain("/api/account/delete-data");
    expect(JSON.parse(String(init.body))).toEqual({ confirm: "DELETE" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("asks Slovak users for VYMAZAŤ, the button's verb, and takes it in lower case without its háček", async () => {
    const fetchMock = stubFetch(200, { deleted: { notes: 1, tags: 0, plannerDays: 0 } });
    const user = userEvent.setup();
    renderDialog("sk");
    await user.click(screen.getByRole("button", { name: "Vymazať všetky údaje…" }));
    const field = screen.getByLabelText("Na potvrdenie napíšte VYMAZAŤ");
    await user.type(field, "vymaz");
    await user.click(screen.getByRole("button", { name: "Vymazať všetky údaje" }));
    expect(field).toHaveAccessibleDescription("Na potvrdenie napíšte slovo VYMAZAŤ");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "vymazat");
    await user.click(screen.getByRole("button", { name: "Vymazať všetky údaje" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Všetky údaje boli vymazané"));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ confirm: "vymazat" });
  });

  it("keeps the dialog open and reports a failure, in Slovak too", async () => {
    stubFetch(500, { error: { code: "internal", message: "boom" } });
    const user = userEvent.setup();
    renderDialog("sk");
    await user.click(screen.getByRole("button", { name: "Vymazať všetky údaje…" }));
    await user.type(screen.getByLabelText("Na potvrdenie napíšte VYMAZAŤ"), "DELETE");
    await user.click(screen.getByRole("button", { name: "Vymazať všetky údaje" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Chyba",
        expect.objectContaining({
          description: "Na serveri sa niečo pokazilo. Skúste to, prosím, znova.",
        }),
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});
