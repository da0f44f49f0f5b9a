import type { Locale } from "@shared/constants";
import type { SignUpInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "@/features/account";
import { authClient } from "@/lib/auth-client";
import { useLocale } from "@/lib/locale-context";
import { inPageLanguage } from "@/lib/page-locale-header";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";

/** What the password step came to: signed in, or the account asks for its second factor first. */
export type SignInOutcome = "signedIn" | "secondFactor";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string; locale: Locale }): Promise<SignInOutcome> => {
      const result = await unwrapAuthResult(authClient.signIn.email({ email: input.email, password: input.password }));
      // Two-factor sign-in on: no session yet, Better Auth waits for a code (second-factor.ts).
      if ("twoFactorRedirect" in result && result.twoFactorRedirect) return "secondFactor";
      await keepSignInLanguage(result.user, input.locale);
      return "signedIn";
    },
    onSuccess: (outcome) => {
      if (outcome === "signedIn") return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

/** Mails follow the language the user last signed in with. */
export async function keepSignInLanguage(user: { locale?: string | null }, locale: Locale): Promise<void> {
  if (user.locale !== locale) await authClient.updateUser({ locale });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput & { locale: Locale; callbackURL: string }) =>
      unwrapAuthResult(
        authClient.signUp.email({
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          locale: input.locale,
          callbackURL: input.callbackURL,
          fetchOptions: inPageLanguage(input.locale),
        }),
      ),
  });
}

export function useResendVerification() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: { email: string; callbackURL: string }) =>
      unwrapAuthResult(authClient.sendVerificationEmail({ ...input, fetchOptions: inPageLanguage(locale) })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { newPassword: string; token: string }) => unwrapAuthResult(authClient.resetPassword(input)),
  });
}
