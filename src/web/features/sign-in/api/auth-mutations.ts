import type { Locale } from "@shared/constants";
import type { SignUpInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "@/features/account";
import { authClient } from "@/lib/auth-client";
import { useLocale } from "@/lib/locale-context";
import { inPageLanguage } from "@/lib/page-locale-header";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string; locale: Locale }) =>
      unwrapAuthResult(authClient.signIn.email({ email: input.email, password: input.password })).then(
        async (result) => {
          // Mails follow the language the user last signed in with.
          if (result.user.locale !== input.locale) await authClient.updateUser({ locale: input.locale });
          return result;
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
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
