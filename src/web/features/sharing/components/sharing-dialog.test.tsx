// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Note } from "@shared/schemas/note";
import type { SharedList } from "@shared/schemas/sharing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_QUERY_KEY } from "@/features/account/api/get-session";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { loadSharingTexts } from "../sharing-texts";
import { SharingDialog } from "./sharing-dialog";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => Promise.all([loadSharingTexts("en"), loadSharingTexts("sk")]));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const owner = { id: "owner-1", firstName: "Jana", lastName: "Nováková", hasAvatar: false };
const member = { id: "member-1", firstName: "Peter", lastName: "Horváth", hasAvatar: false };
const list = {
  id: "0193a1b2-0000-7000-8000-000000000001",
  title: "Weekend",
  category: "shopping",
  sharing: { role: "owner", people: [member] },
} as Note;
const ownersView: SharedList = {
  role: "owner",
  owner,
  members: [member],
  invitations: [
    {
      id: "inv-1",
      email: "eva@example.org",
      createdAt: "2026-11-20T10:00:00.000Z",
      expiresAt: "2026-12-04T10:00:00.000Z",
    },
  ],
};

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
const json = ({ status, body, headers = {} }: Answer) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

/** The sharing routes as the server answers them: the list's people, and `onInvite` for an invitation. */
function stubRoutes(people: SharedList, onInvite: Answer = { status: 201, body: {} }) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
    json(init?.method === "POST" ? onInvite : { status: 200, body: people }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderDialog({ viewerId, locale = "en" }: { viewerId: string; locale?: "en" | "sk" }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: { id: viewerId, email: "x@example.org" }, session: {} });
  const sharedList = viewerId === owner.id ? list : { ...list, sharing: { role: "member" as const, people: [owner] } };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LocaleContext.Provider value={locale}>
          <I18nextProvider i18n={i18nFor(locale)}>
            <SharingDialog list={sharedList} isOpen onOpenChange={() => undefined} />
          </I18nextProvider>
        </LocaleContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("SharingDialog", () => {
  it("shows the owner the invite field, the people with their roles and the waiting invitations", async () => {
    stubRoutes(ownersView);
    renderDialog({ viewerId: owner.id });
    const dialog = await screen.findByRole("dialog", { name: "Share “Weekend”" });
    expect(within(dialog).getByLabelText("Invite by e-mail")).toBeInTheDocument();
    const people = within(await within(dialog).findByRole("region", { name: "People on this list" })).getAllByRole(
      "listitem",
    );
    expect(people.map((row) => row.textContent)).toEqual(["JNJana Nováková (you)Owner", "PHPeter HorváthMember"]);
    expect(within(dialog).getByRole("button", { name: "Remove Peter Horváth" })).toBeInTheDocument();
    const waiting = within(dialog).getByRole("region", { name: "Waiting for an answer" });
    expect(within(waiting).getByText("Invitation valid until 04.12.2026")).toBeInTheDocument();
    expect(within(waiting).getByRole("button", { name: "Revoke the invitation for eva@example.org" })).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Leave list" })).toBeNull();
  });

  it("asks before removing a member", async () => {
    const fetchMock = stubRoutes(ownersView);
    const user = userEvent.setup();
    renderDialog({ viewerId: owner.id });
    await user.click(await screen.findByRole("button", { name: "Remove Peter Horváth" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove Peter Horváth from this list?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    const removal = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(String(removal?.[0])).toBe(`/api/shared-lists/${list.id}/members/${member.id}`);
  });

  it("checks the address before sending it, and shows the server's refusal under the field (Slovak)", async () => {
    const fetchMock = stubRoutes(ownersView, {
      status: 409,
      body: { error: { code: "sharing_already_member", message: "already a member" } },
    });
    const user = userEvent.setup();
    renderDialog({ viewerId: owner.id, locale: "sk" });
    const field = await screen.findByLabelText("Pozvať e-mailom");
    await user.type(field, "peter-at-example");
    await user.click(screen.getByRole("button", { name: "Pozvať" }));
    expect(await screen.findByText("Neplatný e-mail")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.clear(field);
    await user.type(field, "  Peter@Example.org ");
    await user.click(screen.getByRole("button", { name: "Pozvať" }));
    expect(await screen.findByText("Tento človek už v zozname je.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    const invite = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(invite?.[1]?.body))).toEqual({ email: "Peter@Example.org" });
  });

  it.each([
    {
      locale: "en" as const,
      code: "sharing_invitations_daily_limit",
      retryAfter: "7100",
      text: "You have sent as many invitations in the last 24 hours as Poriadok allows. You can invite again in 2 hours.",
    },
    {
      locale: "sk" as const,
      code: "sharing_invitation_address_wait",
      retryAfter: "2400",
      text: "Túto adresu ste pozvali len nedávno. Znova ju môžete pozvať o 40 minút.",
    },
  ])(
    "says when the invitation limits let the owner invite again ($locale)",
    async ({ locale, code, retryAfter, text }) => {
      stubRoutes(ownersView, {
        status: 429,
        body: { error: { code, message: "too many" } },
        headers: { "Retry-After": retryAfter },
      });
      const user = userEvent.setup();
      renderDialog({ viewerId: owner.id, locale });
      await user.type(
        await screen.findByLabelText(locale === "en" ? "Invite by e-mail" : "Pozvať e-mailom"),
        "a@example.org",
      );
      await user.click(screen.getByRole("button", { name: locale === "en" ? "Invite" : "Pozvať" }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it("shows a member the people and Leave, without inviting or removing", async () => {
    stubRoutes({ role: "member", owner, members: [member], invitations: [] });
    renderDialog({ viewerId: member.id });
    const dialog = await screen.findByRole("dialog", { name: "People on “Weekend”" });
    expect(await within(dialog).findByText("Peter Horváth (you)")).toBeInTheDocument();
    expect(within(dialog).getByText(/^Jana Nováková shares this list with you/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Invite by e-mail")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Leave list" })).toBeInTheDocument();
  });
});
