import type { AddPasskeyInput } from "@shared/schemas/two-factor";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { authClient } from "@/lib/auth-client";
import { PasskeyCeremonyError } from "@/lib/passkey-ceremony-error";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";

/**
 * The browser's side of passkeys (WebAuthn, through SimpleWebAuthn) and Better Auth's passkey routes.
 * Loaded on demand by the screens that use it (sign-in, Settings → Account), never with a first load.
 * Poriadok calls the routes itself rather than through the plugin's client: adding a passkey sends the
 * current password with the authenticator's answer (features/account/two-factor-guards.ts).
 */

/** Whether this browser can use passkeys at all (a plain-HTTP address other than localhost cannot). */
export const canUsePasskeys = (): boolean => browserSupportsWebAuthn();

/** Whether this browser can offer passkeys among the e-mail field's autofill suggestions. */
export const canOfferPasskeysInAutofill = (): Promise<boolean> => browserSupportsWebAuthnAutofill();

/**
 * Signs in with a passkey: the browser's dialog, or with `autofill` its suggestions under the field
 * marked `autocomplete="username webauthn"` (pending until the person picks one, or until the next
 * ceremony or cancelPasskeyCeremony() ends it). Resolves with the user once the session cookie is set.
 */
export async function signInWithPasskey({ autofill = false }: { autofill?: boolean } = {}): Promise<SignedInUser> {
  const optionsJSON = await unwrapAuthResult(
    authClient.$fetch<PublicKeyCredentialRequestOptionsJSON>("/passkey/generate-authenticate-options", {
      method: "GET",
    }),
  );
  const response = await inCeremony(() => startAuthentication({ optionsJSON, useBrowserAutofill: autofill }));
  const { clientExtensionResults: _extensions, ...answer } = response;
  const { user } = await unwrapAuthResult(
    authClient.$fetch<{ user: SignedInUser }>("/passkey/verify-authentication", {
      method: "POST",
      body: { response: answer },
    }),
  );
  return user;
}

/** What sign-in needs of the user a passkey signed in. */
type SignedInUser = { id: string; locale?: string | null };

/** Adds a passkey to the signed-in account: the browser's dialog, then the answer with its name and the password. */
export async function addPasskey({ name, password }: AddPasskeyInput): Promise<void> {
  const optionsJSON = await unwrapAuthResult(
    // No `name` here: the plugin would make it the WebAuthn user name, which authenticators show as the
    // account (the e-mail address, its default); the passkey's own name goes with the answer below.
    authClient.$fetch<PublicKeyCredentialCreationOptionsJSON>("/passkey/generate-register-options", {
      method: "GET",
    }),
  );
  const response = await inCeremony(() => startRegistration({ optionsJSON }));
  const { clientExtensionResults: _extensions, ...answer } = response;
  await unwrapAuthResult(
    authClient.$fetch<{ id: string }>("/passkey/verify-registration", {
      method: "POST",
      body: { response: answer, name, password },
    }),
  );
}

/** Ends a pending ceremony (the autofill's, when the screen goes away or the button asks instead). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** Runs a WebAuthn ceremony, turning the browser's refusals into PasskeyCeremonyError codes. */
async function inCeremony<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    throw new PasskeyCeremonyError(ceremonyFailure(error));
  }
}

function ceremonyFailure(error: unknown): PasskeyCeremonyError["code"] {
  const code = error instanceof WebAuthnError ? error.code : undefined;
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  // The person closed the dialog, it timed out, or another ceremony replaced this one.
  if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError") {
    return "PASSKEY_CANCELLED";
  }
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "PASSKEY_ALREADY_ADDED";
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || !browserSupportsWebAuthn()) {
    return "PASSKEY_UNSUPPORTED";
  }
  return "PASSKEY_FAILED";
}
