// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Locale } from "@shared/constants";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { IbanCopy } from "./iban-copy";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const IBAN = "SK31 1200 0000 1987 4263 7541";

function renderIbanCopy(locale: Locale = "en") {
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <IbanCopy iban={IBAN} />
    </I18nextProvider>,
  );
}

function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe("IbanCopy", () => {
  it("shows the account number in blocks of four", () => {
    renderIbanCopy();
    expect(screen.getByText("SK31 1200 0000 1987 4263 7541")).toBeInTheDocument();
  });

  it("copies the compact number and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderIbanCopy();
    stubClipboard({ writeText });
    await user.click(screen.getByRole("button", { name: "Copy account number" }));
    expect(writeText).toHaveBeenCalledWith("SK3112000000198742637541");
    expect(toast.success).toHaveBeenCalledWith("Copied!");
  });

  it("reports a refused write with the destructive toast", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderIbanCopy();
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new Error("denied")) });
    await user.click(screen.getByRole("button", { name: "Copy account number" }));
    expect(toast.error).toHaveBeenCalledWith("Failed to copy");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("reports a missing Clipboard API (plain HTTP) the same way, in Slovak too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderIbanCopy("sk");
    stubClipboard(undefined);
    await user.click(screen.getByRole("button", { name: "Skopírovať číslo účtu" }));
    expect(toast.error).toHaveBeenCalledWith("Kopírovanie zlyhalo");
  });
});
