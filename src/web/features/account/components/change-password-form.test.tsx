// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { i18nFor } from "@/lib/i18n";
import { ChangePasswordForm } from "./change-password-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/lib/auth-client", () => ({ authClient: { changePassword: vi.fn() } }));
const changePassword = vi.mocked(authClient.changePassword);

function renderForm(locale: "en" | "sk" = "en") {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <ChangePasswordForm />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function change(fill: { current: string; new: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(fill.current), "old password 1");
  await user.type(screen.getByLabelText(fill.new), "a brand new password");
  return user;
}

describe("ChangePasswordForm", () => {
  it("also revokes the API tokens and the calendar link unless the box is unticked", async () => {
    changePassword.mockResolvedValue({ data: { token: null }, error: null } as never);
    renderForm();
    const box = screen.getByRole("checkbox", { name: "Also revoke API tokens and the calendar link" });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/Scripts and calendar apps then lose access/);
    const user = await change({ current: "Current password", new: "New password" });
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/no longer work\.$/)));
    expect(changePassword).toHaveBeenLastCalledWith({
      currentPassword: "old password 1",
      newPassword: "a brand new password",
      revokeOtherSessions: true,
      revokeApiCredentials: true,
    });

    await change({ current: "Current password", new: "New password" });
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(changePassword).toHaveBeenCalledTimes(2));
    expect(changePassword).toHaveBeenLastCalledWith(expect.objectContaining({ revokeApiCredentials: false }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenLastCalledWith("Password changed. Your other devices have been signed out."),
    );
    // Ticked again for the next change.
    expect(box).toBeChecked();
  });

  it("says it in Slovak", () => {
    renderForm("sk");
    expect(screen.getByRole("checkbox", { name: "Zneplatniť aj API tokeny a odkaz na kalendár" })).toBeChecked();
  });
});
