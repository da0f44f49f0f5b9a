// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { RegistrationMode } from "@shared/schemas/registration";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthRequestError } from "@/lib/auth-request-error";
import { renderWithProviders } from "@/test-support/render-with-providers";
import { AuthScreen } from "./auth-screen";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Better Auth's client, as it answers a sign-up the server refuses: 403 `registration_closed`.
const signUpRequest = vi.hoisted(() => vi.fn());
vi.mock("../api/auth-mutations", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../api/auth-mutations")>()),
  useSignUp: () => ({ mutateAsync: signUpRequest }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderScreen(url: string, registration: RegistrationMode | null, locale: "en" | "sk" = "en") {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <AuthScreen onSignedIn={() => undefined} registration={registration} />
    </MemoryRouter>,
    locale,
  );
}

const NOTES = {
  invite: {
    en: "New accounts are by invitation only on this server.",
    sk: "Nové účty sa na tomto serveri zakladajú len na pozvanie.",
  },
  closed: { en: "This server is not taking new accounts.", sk: "Tento server nové účty neprijíma." },
} as const;

describe("AuthScreen: who may sign up", () => {
  it("open: the sign-up form, and the sign-in screen offers it", () => {
    renderScreen("/auth?mode=signup", "open");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeInTheDocument();
    cleanup();
    renderScreen("/auth", "open");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeInTheDocument();
  });

  it.each([
    ["invite", "en"],
    ["invite", "sk"],
    ["closed", "en"],
    ["closed", "sk"],
  ] as const)(
    "%s (%s): a note in place of the form, and on the sign-in screen in place of the link",
    (mode, locale) => {
      renderScreen(`${locale === "sk" ? "/sk" : ""}/auth?mode=signup`, mode, locale);
      expect(screen.getByRole("note")).toHaveTextContent(NOTES[mode][locale]);
      expect(screen.queryByLabelText(locale === "sk" ? "Heslo" : "Password")).not.toBeInTheDocument();
      cleanup();
      renderScreen(`${locale === "sk" ? "/sk" : ""}/auth`, mode, locale);
      expect(screen.getByText(NOTES[mode][locale])).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: locale === "sk" ? "Zaregistrujte sa" : "Sign up" })).toBeNull();
    },
  );

  it("invite: an invitation link shows the form with the invited address filled in", () => {
    renderScreen("/auth?mode=signup&email=guest%40example.org&invited=1", "invite");
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByLabelText("Email")).toHaveValue("guest@example.org");
  });

  it("closed: a shared list's invitation flow still shows the form (and the sign-in screen the link)", () => {
    const redirect = encodeURIComponent("/invitations/Qk3v_x-9Qk3v_x-9Qk3v_x-9Qk3v_x-9Qk3v_x-9Qk3");
    renderScreen(`/auth?mode=signup&redirect=${redirect}`, "closed");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeInTheDocument();
    cleanup();
    renderScreen(`/auth?redirect=${redirect}`, "closed");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeInTheDocument();
  });

  it("not known yet: neither the sign-up form nor a note; sign-in keeps its link (as its prerendered page)", () => {
    renderScreen("/auth?mode=signup", null);
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
    cleanup();
    renderScreen("/auth", null);
    expect(screen.getByRole("button", { name: "Sign up" })).toBeInTheDocument();
  });

  it.each([
    ["en", "This server takes new accounts only for invited addresses."],
    ["sk", "Tento server zakladá nové účty len pre pozvané adresy."],
  ] as const)("a refused sign-up says why (%s)", async (locale, message) => {
    signUpRequest.mockRejectedValue(new AuthRequestError(403, "registration_closed", "closed"));
    renderScreen(
      `${locale === "sk" ? "/sk" : ""}/auth?mode=signup&email=someone%40example.org&invited=1`,
      "invite",
      locale,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(locale === "sk" ? "Meno" : "First name"), "Eva");
    await user.type(screen.getByLabelText(locale === "sk" ? "Priezvisko" : "Last name"), "Nová");
    await user.type(screen.getByLabelText(locale === "sk" ? "Heslo" : "Password"), "correct horse 42");
    await user.click(screen.getByRole("button", { name: locale === "sk" ? "Zaregistrovať sa" : "Sign up" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ description: expect.stringContaining(message) }),
      ),
    );
    expect(signUpRequest).toHaveBeenCalledWith(expect.objectContaining({ email: "someone@example.org", locale }));
  });
});
