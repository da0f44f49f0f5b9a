// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { loadDataTransferTexts } from "../data-transfer-texts";
import { ExportSection } from "./export-section";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => loadDataTransferTexts("en"));

function renderSection() {
  render(
    <LocaleContext.Provider value="en">
      <I18nextProvider i18n={i18nFor("en")}>
        <ExportSection />
      </I18nextProvider>
    </LocaleContext.Provider>,
  );
}

/** A download whose body arrives when the test says so, as a large export's does. */
function stubStreamingDownload(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers }));
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)),
    sendText: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}

function stubSaving() {
  // jsdom has no object URLs; this file's environment is its own, so they need no removing afterwards.
  URL.createObjectURL = vi.fn(() => "blob:export");
  URL.revokeObjectURL = vi.fn();
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("ExportSection", () => {
  it("shows how much of the export has arrived, then saves it under the server's name", async () => {
    const download = stubStreamingDownload({
      "Content-Type": "application/json",
      "Content-Disposition": 'attachment; filename="poriadok-export-2026-11-23.json"',
    });
    const saved = stubSaving();
    const user = userEvent.setup();
    renderSection();
    const button = screen.getByRole("button", { name: "Export everything" });
    await user.click(button);

    expect(await screen.findByRole("status")).toHaveTextContent("Preparing your export…");
    download.send(300 * 1024);
    const bar = await screen.findByRole("progressbar", { name: "Export progress" });
    await vi.waitFor(() => expect(bar).toHaveAttribute("aria-valuetext", "300 kB received"));
    expect(button).toHaveFocus();

    download.send(1024 * 1024);
    download.end();
    await vi.waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Downloaded poriadok-export-2026-11-23.json"),
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(saved).toEqual([{ name: "poriadok-export-2026-11-23.json", href: "blob:export" }]);
    expect(download.fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/export$/), expect.anything());
  });

  it("adds this browser's quick notes to the everything file", async () => {
    const note = { id: "1764000000000", text: "Call Eva", created: "2026-11-24T16:00:00.000Z" };
    window.localStorage.setItem("quickNotes", JSON.stringify([note]));
    const download = stubStreamingDownload({ "Content-Type": "application/json" });
    stubSaving();
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: "Export everything" }));
    download.sendText(JSON.stringify({ format: "poriadok-export" }));
    download.end();
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    window.localStorage.removeItem("quickNotes");
    expect(JSON.parse(await blob.text())).toEqual({ format: "poriadok-export", quickNotes: [note] });
  });

  it("fills the bar when the size is known, and one download at a time", async () => {
    const download = stubStreamingDownload({ "Content-Type": "text/csv", "Content-Length": "1000" });
    stubSaving();
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: "Shopping lists (CSV)" }));
    download.send(250);
    const bar = await screen.findByRole("progressbar", { name: "Export progress" });
    await vi.waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "25"));
    await user.click(screen.getByRole("button", { name: "Tasks with dates (.ics)" }));
    expect(download.fetchMock).toHaveBeenCalledTimes(1);
    download.end();
    await vi.waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Downloaded poriadok-shopping-/));
  });

  it("says why an export was refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: "server_busy", message: "busy" } }), {
            status: 503,
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: "Tasks with dates (.ics)" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Error",
        expect.objectContaining({ description: i18nFor("en").t("errors:server_busy") }),
      ),
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });
});
