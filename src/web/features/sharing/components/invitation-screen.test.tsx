// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { InvitationPreview } from "@shared/schemas/sharing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useParams } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_QUERY_KEY } from "@/features/account/api/get-session";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { loadSharingTexts } from "../sharing-texts";
import { InvitationScreen } from "./invitation-screen";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => Promise.all([loadSharingTexts("en"), loadSharingTexts("sk")]));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const TOKEN = "Qk3v_x-9Qk3v_x-9Qk3v_x-9Qk3v_x-9Qk3v_x-9Qk3";
const NOTE_ID = "0193a1b2-0000-7000-8000-000000000001";
const preview: InvitationPreview = {
  listTitle: "Weekend",
  owner: { id: "owner-1", firstName: "Jana", lastName: "Nováková", hasAvatar: true },
  email: "peter@example.org",
  expiresAt: "2026-12-04T10:00:00.000Z",
  alreadyMember: false,
};

type Answer = { status: number; body?: unknown };
const refusal = (status: number, code: string): Answer => ({ status, body: { error: { code, message: code } } });

/** The invitation routes as the server answers them: the preview, and the accepted list. */
function stubRoutes(previewAnswer: Answer) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = init?.method === "POST" ? { status: 200, body: { noteId: NOTE_ID } } : previewAnswer;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function ListPage() {
  return <p>list page {useParams().id}</p>;
}

function renderScreen({ email, locale = "en" }: { email: string | null; locale?: "en" | "sk" }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const session = email ? { user: { id: "u1", email }, session: {} } : null;
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/invitations/${TOKEN}`]}>
        <LocaleContext.Provider value={locale}>
          <I18nextProvider i18n={i18nFor(locale)}>
            <Routes>
              <Route path="/invitations/:token" element={<InvitationScreen token={TOKEN} />} />
              <Route path="/shopping/:id" element={<ListPage />} />
              <Route path="/sk/shopping/:id" element={<ListPage />} />
            </Routes>
          </I18nextProvider>
        </LocaleContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("InvitationScreen", () => {
  it("signed out: explains and offers sign-in and sign-up, each coming back to the invitation", async () => {
    const fetchMock = stubRoutes({ status: 200, body: preview });
    renderScreen({ email: null });
    const back = encodeURIComponent(`/invitations/${TOKEN}`);
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/auth?redirect=${back}`);
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      `/auth?mode=signup&redirect=${back}`,
    );
    expect(document.title).toBe("Invitation to a shopping list · Poriadok");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signed in with the invited address (any case): who invites to what; Accept opens the list", async () => {
    const fetchMock = stubRoutes({ status: 200, body: preview });
    const user = userEvent.setup();
    renderScreen({ email: "Peter@Example.org" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Jana Nováková invites you to the list “Weekend”." }),
    ).toBeInTheDocument();
    expect(screen.getByText("Sent to peter@example.org · valid until 04.12.2026")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText(`list page ${NOTE_ID}`)).toBeInTheDocument();
    const accept = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(accept?.[0])).toBe(`/api/shared-lists/invitations/${TOKEN}/accept`);
  });

  it("already on the list: says so and opens it", async () => {
    stubRoutes({ status: 200, body: { ...preview, alreadyMember: true } });
    const user = userEvent.setup();
    renderScreen({ email: "peter@example.org", locale: "sk" });
    expect(await screen.findByRole("heading", { name: "V zozname „Weekend“ už ste." })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Otvoriť zoznam" }));
    expect(await screen.findByText(`list page ${NOTE_ID}`)).toBeInTheDocument();
  });

  it("another address: refused before Accept, naming that it was sent elsewhere", async () => {
    stubRoutes({ status: 200, body: preview });
    renderScreen({ email: "eva@example.org" });
    expect(await screen.findByRole("heading", { name: "This invitation is for someone else" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("The invitation was sent to another e-mail address.");
    expect(screen.getByRole("link", { name: "Go to your home screen" })).toHaveAttribute("href", "/home");
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it.each([
    [refusal(410, "sharing_invitation_expired"), "Platnosť tejto pozvánky vypršala", "Požiadajte vlastníka"],
    [refusal(404, "sharing_invitation_not_found"), "Táto pozvánka neexistuje", "Odkaz je nesprávny"],
    [refusal(403, "sharing_invitation_other_email"), "Táto pozvánka je pre niekoho iného", "na inú e-mailovú"],
  ])("a refusal (%o) is said plainly in Slovak, with a way home", async (answer, title, text) => {
    stubRoutes(answer);
    renderScreen({ email: "peter@example.org", locale: "sk" });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: "Prejsť na domovskú obrazovku" })).toHaveAttribute("href", "/sk/home");
  });
});
