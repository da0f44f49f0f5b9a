// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { stubResizeObserver } from "@/test-support/stub-resize-observer";
import { loadDataTransferTexts } from "../data-transfer-texts";
import { IMPORT_ZIP_MAX_BYTES } from "../import-sources";
import { renderSection, summary } from "./import-section-test-support";

/**
 * A Takeout zip, sent with XMLHttpRequest for its upload progress; a file sent with fetch is in
 * import-section.test.tsx.
 */
beforeAll(() => Promise.all([loadDataTransferTexts("en"), loadDataTransferTexts("sk")]));

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ImportSection", () => {
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
});
