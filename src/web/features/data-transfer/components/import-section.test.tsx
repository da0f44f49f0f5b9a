// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Locale } from "@shared/constants";
import type { ImportSummary } from "@shared/schemas/data-export";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { stubResizeObserver } from "@/test-support/stub-resize-observer";
import { BUSY_WAIT_LIMIT_MS } from "../api/import-data";
import { loadDataTransferTexts } from "../data-transfer-texts";
import { IMPORT_FILE_MAX_BYTES, IMPORT_ZIP_MAX_BYTES } from "../import-sources";
import { ImportSection } from "./import-section";

beforeAll(() => Promise.all([loadDataTransferTexts("en"), loadDataTransferTexts("sk")]));

function renderSection(locale: Locale = "en") {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={locale}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <ImportSection />
        </I18nextProvider>
      </LocaleContext.Provider>
    </QueryClientProvider>,
  );
  return { invalidate };
}

function stubFetch(status: number, body: unknown) {
  stubResizeObserver();
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** XMLHttpRequest as the zip upload uses it (upload-zip.ts): the test sends progress and the answer. */
class FakeXhr {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  responseType = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    sent.push(this);
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\n";
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  uploaded() {
    this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
let sent: FakeXhr[] = [];

function stubXhr(): FakeXhr[] {
  stubResizeObserver();
  sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const summary: ImportSummary = { tasks: 0, notes: 3, tags: 2, lists: 1, plannerDays: 0, alreadyThere: 5, skipped: [] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ImportSection", () => {
  it("refuses a file over 20 MB in the browser, with the server's message", async () => {
    const fetchMock = stubFetch(200, summary);
    const user = userEvent.setup();
    renderSection();
    const big = new File(["x"], "huge.json", { type: "application/json" });
    Object.defineProperty(big, "size", { value: IMPORT_FILE_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText("File"), big);

    const message = i18nFor("en").t("data-transfer:errors.import_file_too_large");
    expect(screen.getByLabelText("File")).toHaveAccessibleDescription(message);
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the file with its source and reads out the summary in Slovak, then refreshes the lists", async () => {
    const fetchMock = stubFetch(200, summary);
    const user = userEvent.setup();
    const { invalidate } = renderSection("sk");
    await user.click(screen.getByRole("radio", { name: "Todoist" }));
    expect(screen.getByLabelText("Súbor")).toHaveAttribute("accept", ".csv,text/csv");
    await user.upload(
      screen.getByLabelText("Súbor"),
      new File(["TYPE,CONTENT\n"], "todoist.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Importovať" }));

    const status = await screen.findByText("Import je hotový");
    expect(status.closest("[role=status]")).toHaveTextContent(
      /Importované: 3 poznámky, 2 štítky a\s1 nákupný zoznam\.5 položiek už vo vašom účte bolo a zostalo bez zmeny\./,
    );
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("source")).toBe("todoist");
    expect(((body as FormData).get("file") as File).name).toBe("todoist.csv");
    expect(invalidate).toHaveBeenCalled();
  });

  it("shows the server's refusal and the rows it could not read", async () => {
    stubFetch(400, {
      error: {
        code: "import_todoist_unreadable",
        message: "1 row",
        details: [{ row: 4, reason: "validation.tooLong" }],
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("radio", { name: "Todoist" }));
    await user.upload(screen.getByLabelText("File"), new File(["x"], "todoist.csv", { type: "text/csv" }));
    await user.click(screen.getByRole("button", { name: "Import" }));

    expect(await screen.findByText("Nothing was imported")).toBeVisible();
    expect(screen.getByText(i18nFor("en").t("data-transfer:errors.import_todoist_unreadable"))).toBeVisible();
    expect(screen.getByText("Row 4: This is too long.")).toBeVisible();
  });

  it("waits while another import runs, saying so, and then imports the file, in either language", async () => {
    for (const locale of ["en", "sk"] as const) {
      stubResizeObserver();
      const answers = [
        new Response(JSON.stringify({ error: { code: "server_busy", message: "Another import is running." } }), {
          status: 503,
          headers: { "Content-Type": "application/json", "Retry-After": "1" },
        }),
        new Response(JSON.stringify(summary), { status: 200, headers: { "Content-Type": "application/json" } }),
      ];
      const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answers.shift() as Response);
      vi.stubGlobal("fetch", fetchMock);
      const user = userEvent.setup();
      renderSection(locale);
      const t = i18nFor(locale).t;
      await user.upload(screen.getByLabelText(t("data-transfer:import.fileLabel")), new File(["{}"], "export.json"));
      await user.click(screen.getByRole("button", { name: t("data-transfer:import.submit") }));

      expect(await screen.findByText(t("data-transfer:import.waitingForTurn"))).toBeVisible();
      expect(await screen.findByText(t("data-transfer:import.summaryTitle"), {}, { timeout: 3_000 })).toBeVisible();
      expect(screen.queryByText(t("data-transfer:import.waitingForTurn"))).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("says the server is busy when other imports hold it longer than the form waits, in either language", async () => {
    for (const locale of ["en", "sk"] as const) {
      // Each answer moves the clock past the form's whole wait, so the first busy answer is the last.
      let now = Date.now();
      const clock = vi.spyOn(Date, "now").mockImplementation(() => now);
      const fetchMock = stubFetch(503, { error: { code: "server_busy", message: "Another import is running." } });
      fetchMock.mockImplementation(async () => {
        now += BUSY_WAIT_LIMIT_MS;
        return new Response(JSON.stringify({ error: { code: "server_busy", message: "busy" } }), {
          status: 503,
          headers: { "Content-Type": "application/json", "Retry-After": "5" },
        });
      });
      const user = userEvent.setup();
      renderSection(locale);
      const t = i18nFor(locale).t;
      await user.upload(screen.getByLabelText(t("data-transfer:import.fileLabel")), new File(["{}"], "export.json"));
      await user.click(screen.getByRole("button", { name: t("data-transfer:import.submit") }));
      expect(await screen.findByText(t("errors:server_busy"))).toBeVisible();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      clock.mockRestore();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("names the Keep note that unpacks to more than 1 MB", async () => {
    const requests = stubXhr();
    const user = userEvent.setup();
    renderSection("sk");
    await user.click(screen.getByRole("radio", { name: "Google Keep" }));
    await user.upload(screen.getByLabelText("Súbor"), new File(["PK"], "takeout.zip", { type: "application/zip" }));
    await user.click(screen.getByRole("button", { name: "Importovať" }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.answer(413, {
      error: {
        code: "import_zip_entry_too_large",
        message: "A file in the zip archive unpacks to more than 1 MB.",
        details: [{ file: "Takeout/Keep/bomb.json", reason: "importProblem.entryTooLarge" }],
      },
    });
    const sk = i18nFor("sk").t;
    expect(await screen.findByText(sk("data-transfer:errors.import_zip_entry_too_large"))).toBeVisible();
    expect(screen.getByText("Takeout/Keep/bomb.json: Rozbalí sa na viac ako 1 MB.")).toBeVisible();
  });

  it("sends a Takeout zip as the body, showing how much is sent, then that the server is processing it", async () => {
    const requests = stubXhr();
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("radio", { name: "Google Keep" }));
    expect(screen.getByText("Up to 500 MB.")).toBeVisible();
    const zip = new File(["PK"], "takeout.zip", { type: "application/zip" });
    Object.defineProperty(zip, "size", { value: 80 * 1024 * 1024 });
    await user.upload(screen.getByLabelText("File"), zip);
    await user.click(screen.getByRole("button", { name: "Import" }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0] as FakeXhr;
    expect([request.method, request.url, request.headers["Content-Type"], request.body]).toEqual([
      "POST",
      "/api/import",
      "application/zip",
      zip,
    ]);
    request.progress(20 * 1024 * 1024, 80 * 1024 * 1024);
    const upload = await screen.findByRole("progressbar", { name: "Upload progress" });
    await vi.waitFor(() => expect(upload).toHaveAttribute("aria-valuenow", "25"));
    expect(upload).toHaveAttribute("aria-valuetext", "20 MB of 80 MB sent");
    request.uploaded();
    const processing = await screen.findByRole("progressbar", { name: "Import progress" });
    expect(processing).not.toHaveAttribute("aria-valuenow");
    expect(screen.getByText("Processing the archive…")).toBeVisible();
    request.answer(200, summary);
    expect(await screen.findByText("Import finished")).toBeVisible();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("refuses a zip over 500 MB in the browser, in Slovak", async () => {
    const requests = stubXhr();
    const user = userEvent.setup();
    renderSection("sk");
    await user.click(screen.getByRole("radio", { name: "Google Keep" }));
    const zip = new File(["PK"], "takeout.zip", { type: "application/zip" });
    Object.defineProperty(zip, "size", { value: IMPORT_ZIP_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText("Súbor"), zip);
    expect(screen.getByText(/Tento archív ZIP je väčší ako 500 MB/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Importovať" }));
    expect(requests).toHaveLength(0);
  });

  it("asks for a file before importing", async () => {
    const fetchMock = stubFetch(200, summary);
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByLabelText("File")).toHaveFocus();
    expect(screen.getByLabelText("File")).toHaveAccessibleDescription("Choose the file to import first.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
