// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test-support/render-with-providers";
import { AuthScreen } from "./auth-screen";

// Better Auth's client: the social sign-in answers with the provider's address (and would leave for it).
const social = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth-client", () => ({ authClient: { signIn: { social } } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderScreen(url: string, identityProviderName: string | null, locale: "en" | "sk" = "en") {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <AuthScreen onSignedIn={() => undefined} identityProviderName={identityProviderName} />
    </MemoryRouter>,
    locale,
  );
}

describe("AuthScreen: sign-in with the identity provider (OIDC_NAME)", () => {
  it("offers no such button where none is configured", () => {
    renderScreen("/auth", null);
    expect(screen.queryByRole("button", { name: /Sign in with (?!a passkey)/ })).not.toBeInTheDocument();
  });

  it("names the button by the provider, and starts its sign-in in the page's language, returning where asked", async () => {
    social.mockResolvedValue({ data: { url: "http://id.example.org/auth", redirect: true }, error: null });
    renderScreen("/sk/auth?redirect=%2Fsettings", "Family ID", "sk");
    await userEvent.click(screen.getByRole("button", { name: "Prihlásiť sa cez Family ID" }));
    expect(social).toHaveBeenCalledWith({
      provider: "oidc",
      callbackURL: "/sk/settings",
      errorCallbackURL: "/sk/auth?sso=failed",
      additionalData: { locale: "sk" },
    });
  });

  it("explains a refusal the server sent back, in words of its own or in general ones", () => {
    renderScreen("/auth?sso=failed&error=registration_closed", "Family ID");
    expect(screen.getByRole("alert")).toHaveTextContent("This server takes new accounts only for invited addresses.");
    cleanup();
    renderScreen("/sk/auth?sso=failed&error=BANNED_USER", "Family ID", "sk");
    expect(screen.getByRole("alert")).toHaveTextContent("Tento účet zablokoval správca tohto Poriadku.");
    cleanup();
    renderScreen("/auth?sso=failed&error=access_denied", "Family ID");
    expect(screen.getByRole("alert")).toHaveTextContent("Signing in through your identity provider did not work.");
  });
});
