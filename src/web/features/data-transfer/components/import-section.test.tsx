// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { stubResizeObserver } from "@/test-support/stub-resize-observer";
import { BUSY_WAIT_LIMIT_MS } from "../api/import-data";
import { loadDataTransferTexts } from "../data-transfer-texts";
import { IMPORT_FILE_MAX_BYTES } from "../import-sources";
import { renderSection, summary } from "./import-section-test-support";

/** A JSON or CSV file sent with fetch; a Takeout zip's upload is in import-section-zip.test.tsx. */
beforeAll(() => Promise.all([loadDataTransferTexts("en"), loadDataTransferTexts("sk")]));

function stubFetch(status: number, body: unknown) {
  stubResizeObserver();
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

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

  it("asks for a file before importing", async () => {
    const fetchMock = stubFetch(200, summary);
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByLabelText("File")).toHaveFocus();
    expect(screen.getByLabelText("File")).toHaveAccessibleDescription("Choose the file to import first.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names each limit by the file's kind: a Poriadok export as JSON or zip, a Todoist CSV, in either language", async () => {
    stubResizeObserver();
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByLabelText("File")).toHaveAccessibleDescription("A .json file up to 20 MB, a .zip up to 500 MB.");
    await user.click(screen.getByRole("radio", { name: "Todoist" }));
    expect(screen.getByLabelText("File")).toHaveAccessibleDescription("Up to 20 MB.");
    cleanup();
    renderSection("sk");
    expect(screen.getByLabelText("Súbor")).toHaveAccessibleDescription(
      "Súbor .json najviac 20 MB, .zip najviac 500 MB.",
    );
  });
});
