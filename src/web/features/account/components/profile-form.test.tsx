// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authClient, type SessionUser } from "@/lib/auth-client";
import { i18nFor } from "@/lib/i18n";
import { ProfileForm } from "./profile-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/lib/auth-client", () => ({ authClient: { updateUser: vi.fn() } }));
const updateUser = vi.mocked(authClient.updateUser);

const USER = {
  id: "u1",
  email: "jana@example.com",
  name: "Jana Nováková",
  firstName: "Jana",
  lastName: "Nováková",
  username: "jana",
  displayUsername: "Jana",
  image: null,
  locale: "en",
  emailVerified: true,
  createdAt: new Date(),
  updatedAt: new Date(),
} as SessionUser;

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor("en")}>
        <ProfileForm user={USER} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Better Auth's client answers { data, error } instead of throwing. */
function answer(result: { data: unknown; error: unknown }) {
  updateUser.mockResolvedValue(result as Awaited<ReturnType<typeof authClient.updateUser>>);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("ProfileForm", () => {
  it("starts from the user's names and the username as they typed it", () => {
    renderForm();
    expect(screen.getByLabelText("First name")).toHaveValue("Jana");
    expect(screen.getByLabelText("Last name")).toHaveValue("Nováková");
    expect(screen.getByLabelText("Username")).toHaveValue("Jana");
  });

  it("checks the fields before asking the server", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText("First name"));
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "a b");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("This field is required");
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(
      "Use 3 to 30 letters, digits, dots, underscores or hyphens.",
    );
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("saves names and username", async () => {
    answer({ data: { status: true }, error: null });
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "Jana.N");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile saved"));
    expect(updateUser).toHaveBeenCalledWith({
      firstName: "Jana",
      lastName: "Nováková",
      name: "Jana Nováková",
      username: "Jana.N",
      displayUsername: "Jana.N",
    });
  });

  it("shows a taken username under its field", async () => {
    answer({ data: null, error: { status: 400, code: "USERNAME_IS_ALREADY_TAKEN", message: "Username is taken" } });
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "peter");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("This username is already taken."),
    );
    expect(screen.getByLabelText("Username")).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
