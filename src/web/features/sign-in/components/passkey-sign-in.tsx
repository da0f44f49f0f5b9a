import { Fingerprint, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLocale } from "@/lib/locale-context";
import { PasskeyCeremonyError } from "@/lib/passkey-ceremony-error";
import { showErrorToast } from "@/lib/show-error-toast";
import { twoFactorErrorKey } from "@/lib/two-factor-error-key";
import { loadTwoFactorTexts } from "@/lib/two-factor-texts";
import { passkeysModule, usePasskeySignIn } from "../api/passkey-sign-in";

const isCancelled = (error: unknown) => error instanceof PasskeyCeremonyError && error.code === "PASSKEY_CANCELLED";

/**
 * The autofill's offer is made to every visitor of the sign-in screen, unasked: where passkeys cannot
 * work (an installation reached by an IP address: WebAuthn needs a domain) it offers nothing rather
 * than greeting them with an error. The button, pressed, still says why.
 */
const isUnusableHere = (error: unknown) =>
  error instanceof PasskeyCeremonyError && error.code === "PASSKEY_UNSUPPORTED";

/**
 * "Sign in with a passkey" under the password form, and the same offered in the e-mail field's
 * autofill (conditional mediation: the field is `autocomplete="username webauthn"`), started when
 * the form is on screen and ended when it goes. WebAuthn's code loads then, never with the page.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(["auth", "errors"]);
  const locale = useLocale();
  const signIn = usePasskeySignIn();
  const [isAsking, setIsAsking] = useState(false);

  const showFailure = async (error: unknown) => {
    if (isCancelled(error)) return;
    const key = twoFactorErrorKey(error);
    if (key.startsWith("two-factor:")) await loadTwoFactorTexts(locale).catch(() => undefined);
    showErrorToast(t, key);
  };

  /** The autofill's request: pending until a passkey is picked there, or until another ceremony ends it. */
  const offerInAutofill = async () => {
    const passkeys = await passkeysModule.load();
    if (!passkeys.canUsePasskeys() || !(await passkeys.canOfferPasskeysInAutofill())) return;
    await signIn
      .mutateAsync({ autofill: true, locale })
      .then(onSignedIn, (error: unknown) => (isUnusableHere(error) ? undefined : showFailure(error)));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per sign-in form; the ceremony ends with it
  useEffect(() => {
    offerInAutofill().catch(() => undefined);
    return () => passkeysModule.loaded()?.cancelPasskeyCeremony();
  }, []);

  const handleClick = () => {
    setIsAsking(true);
    // The browser's dialog replaces the autofill's request (SimpleWebAuthn aborts the pending one).
    signIn
      .mutateAsync({ autofill: false, locale })
      .then(onSignedIn, async (error: unknown) => {
        await showFailure(error);
        offerInAutofill().catch(() => undefined);
      })
      .finally(() => setIsAsking(false));
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {t("orDivider")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="lg" disabled={isAsking} onClick={handleClick}>
        {isAsking ? <Loader2 aria-hidden className="animate-spin" /> : <Fingerprint aria-hidden />}
        {t("actions.signInWithPasskey")}
      </Button>
    </div>
  );
}
