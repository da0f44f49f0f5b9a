// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { AdminUser } from "@shared/schemas/admin";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screenTexts } from "@/app/screen-texts";
import { jsonResponse } from "@/test-support/json-response";
import { renderWithProviders } from "@/test-support/render-with-providers";
import { AdminPanel } from "./admin-panel";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => Promise.all([screenTexts.admin.load("en"), screenTexts.admin.load("sk")]));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const me: AdminUser = {
  id: "adminId0000000000000000000000001",
  email: "boss@example.org",
  name: "Alžbeta Adminová",
  createdAt: "2026-01-05T10:00:00.000Z",
  lastActiveAt: "2026-11-27T10:00:00.000Z",
  notes: 12,
  storage: { rows: 40, avatarBytes: 2048, photoBytes: 0 },
  status: "active",
  isAdmin: true,
  isSelf: true,
};
const peter: AdminUser = {
  ...me,
  id: "peterId000000000000000000000002",
  email: "peter@example.org",
  name: "Peter Novák",
  lastActiveAt: null,
  notes: 0,
  storage: { rows: 0, avatarBytes: 0, photoBytes: 0 },
  isAdmin: false,
  isSelf: false,
};

function stubRoutes(list: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
    init?.method === "DELETE" ? jsonResponse(204) : jsonResponse(list.status, list.body),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderPanel = (locale: "en" | "sk" = "en") => renderWithProviders(<AdminPanel />, locale);

describe("AdminPanel", () => {
  it("lists the accounts with their figures; one's own account has no actions", async () => {
    stubRoutes({ status: 200, body: { users: [me, peter] } });
    renderPanel();
    const table = await screen.findByRole("table", { name: "Accounts" });
    const mine = within(table).getByRole("row", { name: /boss@example\.org/ });
    expect(mine).toHaveTextContent("Alžbeta Adminová · admin · you");
    expect(mine).toHaveTextContent("40 rows, picture 2 kB");
    expect(mine).toHaveTextContent("This is your own account");
    const his = within(table).getByRole("row", { name: /peter@example\.org/ });
    expect(his).toHaveTextContent("Never");
    expect(his).toHaveTextContent("0 rows, no picture");
    expect(within(his).getByRole("button", { name: "Disable peter@example.org" })).toBeVisible();
    expect(screen.getByText("2 accounts")).toBeVisible();
  });

  it("deletes only once the account's address is typed", async () => {
    const fetchMock = stubRoutes({ status: 200, body: { users: [me, peter] } });
    const user = userEvent.setup();
    renderPanel();
    const table = await screen.findByRole("table", { name: "Accounts" });
    await user.click(within(table).getByRole("button", { name: "Delete peter@example.org" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete peter@example.org for good?" });
    const field = within(dialog).getByLabelText(/^To confirm, type the e-mail address/);
    expect(field).toHaveFocus();
    await user.type(field, "boss@example.org");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(dialog).getByText("Type the account's e-mail address exactly as shown.")).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.clear(field);
    await user.type(field, "Peter@Example.org");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      fetchMock.mock.calls.some(([url, init]) => init?.method === "DELETE" && String(url).includes(peter.id)),
    ).toBe(true);
  });

  it("disables after a plain confirmation, Cancel focused first", async () => {
    const fetchMock = stubRoutes({ status: 200, body: { users: [me, peter] } });
    const user = userEvent.setup();
    renderPanel();
    const table = await screen.findByRole("table", { name: "Accounts" });
    await user.click(within(table).getByRole("button", { name: "Disable peter@example.org" }));
    const dialog = screen.getByRole("alertdialog", { name: "Disable peter@example.org?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === "POST" && String(url).endsWith(`${peter.id}/disable`),
      ),
    ).toBe(true);
  });

  it("tells someone who is not an admin, in Slovak too", async () => {
    stubRoutes({ status: 403, body: { error: { code: "admin_only", message: "no" } } });
    renderPanel("sk");
    expect(await screen.findByRole("alert")).toHaveTextContent("Túto stránku môže otvoriť iba správca tohto Poriadku.");
  });
});
