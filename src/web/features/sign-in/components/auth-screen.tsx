import { OIDC_FAILED_PARAM } from "@shared/schemas/identity-provider";
import type { RegistrationMode } from "@shared/schemas/registration";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { showErrorToast } from "@/lib/show-error-toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { type SignUpOffer, signUpOffer } from "../sign-up-offer";
import { ForgotPasswordForm } from "./forgot-password-form";
import { IdentityProviderRefusal } from "./identity-provider-refusal";
import { RegistrationNote } from "./registration-note";
import { ResetPasswordForm } from "./reset-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthMode = "signIn" | "signUp" | "forgot" | "reset";

const MODE_PARAM: Record<AuthMode, string | null> = {
  signIn: null,
  signUp: "signup",
  forgot: "forgot",
  reset: "reset",
};

function modeFrom(param: string | null): AuthMode {
  const entry = Object.entries(MODE_PARAM).find(([, value]) => value === param);
  return (entry?.[0] as AuthMode | undefined) ?? "signIn";
}

/**
 * Sign in, sign up, forgot and reset password on one screen. The mode lives in the query string
 * (?mode=signup …) so links from the landing page and from mails open the right form.
 * `registration`: who may sign up on this server (public config; null while unknown): unless it is
 * open, the sign-up form is offered only with an invitation in the URL, and a note says why.
 */
export function AuthScreen({
  onSignedIn,
  registration = "open",
  identityProviderName = null,
}: {
  onSignedIn: () => void;
  registration?: RegistrationMode | null;
  /** OIDC_NAME (public config): the sign-in form offers "Sign in with …" it; null: not configured or unknown. */
  identityProviderName?: string | null;
}) {
  const { t } = useTranslation(["auth", "errors"]);
  const [params, setParams] = useSearchParams();
  const mode = modeFrom(params.get("mode"));
  const email = params.get("email") ?? "";
  const token = params.get("token");
  const linkError = params.get("error");
  const offer = signUpOffer(registration, params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t(`title.${mode}`));

  const goTo = (next: AuthMode, extra: Record<string, string> = {}) => {
    const nextParams = new URLSearchParams();
    const redirect = params.get("redirect");
    if (redirect) nextParams.set("redirect", redirect);
    const modeParam = MODE_PARAM[next];
    if (modeParam) nextParams.set("mode", modeParam);
    for (const [key, value] of Object.entries(extra)) if (value) nextParams.set(key, value);
    setParams(nextParams);
    headingRef.current?.focus();
  };

  // One-off notices from links in mails: confirmed address, or a confirmation link that failed.
  useEffect(() => {
    if (params.get("verified") === "1" && !linkError) toast.success(t("toast.verified"));
    else if (params.get("verified") === "1" && linkError) showErrorToast(t, "invalidLink");
    if (params.has("verified")) {
      const cleaned = new URLSearchParams(params);
      cleaned.delete("verified");
      cleaned.delete("error");
      setParams(cleaned, { replace: true });
    }
  }, [params, linkError, setParams, t]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
              {t(`title.${mode}`)}
            </h1>
          </CardTitle>
          <CardDescription>{t(`subtitle.${mode}`)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {mode === "signIn" && params.get(OIDC_FAILED_PARAM) === "failed" ? (
            <IdentityProviderRefusal code={linkError} />
          ) : null}
          {mode === "signIn" ? (
            <SignInForm
              key={email}
              initialEmail={email}
              onSignedIn={onSignedIn}
              onForgotPassword={() => goTo("forgot")}
              identityProviderName={identityProviderName}
            />
          ) : null}
          {mode === "signUp" && offer.kind === "note" ? <RegistrationNote mode={offer.mode} /> : null}
          {mode === "signUp" && offer.kind === "form" ? (
            <SignUpForm
              initialEmail={email}
              onRegistered={(registered) => {
                toast.success(t("toast.registered"), { duration: 10_000 });
                goTo("signIn", { email: registered });
              }}
            />
          ) : null}
          {mode === "forgot" ? (
            <ForgotPasswordForm initialEmail={email} onSent={(sent) => goTo("signIn", { email: sent })} />
          ) : null}
          {mode === "reset" && token && !linkError ? (
            <ResetPasswordForm token={token} onDone={() => goTo("signIn")} />
          ) : null}
          {mode === "reset" && (!token || linkError) ? (
            <div role="alert" className="grid gap-3 text-sm">
              <p>{t("invalidLink")}</p>
              <Button type="button" variant="outline" onClick={() => goTo("forgot")}>
                {t("requestNewLink")}
              </Button>
            </div>
          ) : null}
          <ModeSwitch mode={mode} offer={offer} onSwitch={goTo} />
        </CardContent>
      </Card>
    </div>
  );
}

type ModeSwitchProps = { mode: AuthMode; offer: SignUpOffer; onSwitch: (mode: AuthMode) => void };

function ModeSwitch({ mode, offer, onSwitch }: ModeSwitchProps) {
  const { t } = useTranslation("auth");
  // While the setting is unknown the link stays (sign-in's prerendered page, served only where registration
  // is open, has it): it only leads to the sign-up place, which waits for the setting.
  if (mode === "signIn" && offer.kind === "note") {
    return <p className="text-center text-sm text-muted-foreground">{t(`registration.${offer.mode}`)}</p>;
  }
  if (mode === "signIn") {
    return (
      <p className="text-center text-sm text-muted-foreground">
        {t("switch.toSignUp")}{" "}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => onSwitch("signUp")}>
          {t("switch.toSignUpLink")}
        </Button>
      </p>
    );
  }
  if (mode === "signUp") {
    return (
      <p className="text-center text-sm text-muted-foreground">
        {t("switch.toSignIn")}{" "}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => onSwitch("signIn")}>
          {t("switch.toSignInLink")}
        </Button>
      </p>
    );
  }
  return (
    <Button type="button" variant="ghost" onClick={() => onSwitch("signIn")}>
      {t("actions.backToSignIn")}
    </Button>
  );
}
