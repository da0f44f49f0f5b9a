import type { BetterAuthPlugin } from "better-auth";
import { APIError, getOAuthState } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Locale } from "../../../shared/constants.ts";
import { OIDC_PROVIDER_ID } from "../../../shared/schemas/identity-provider.ts";
import type { OidcSettings } from "../../oidc-settings.ts";
import { profileUserFields } from "./oidc-profile.ts";

/** What the sign-in needs of REGISTRATION (features/registration/, composed in auth.ts). */
export type OidcRegistration = {
  /** Whether a new account may be made for the address (registration's mayCreateAccount). */
  mayCreateAccount: (email: string) => Promise<boolean>;
  /** A new account was made for the address: its invitation to sign up is used. */
  accountCreated: (email: string) => Promise<void>;
};

/** How long a registration decision waits for the account it was made for (one callback request). */
const DECISION_TTL_MS = 5 * 60_000;

/** Whether Better Auth's hook runs for a sign-in through this provider (its callback, or an ID token given to /sign-in/social). */
function isOidcSignIn(ctx: { params?: unknown; body?: unknown } | null | undefined): boolean {
  const params = ctx?.params as { id?: unknown } | undefined;
  const body = ctx?.body as { provider?: unknown } | undefined;
  return params?.id === OIDC_PROVIDER_ID || body?.provider === OIDC_PROVIDER_ID;
}

/**
 * Sign-in with the operator's OpenID Connect provider (OIDC_*): Better Auth's genericOAuth, found by
 * the issuer's discovery document, the code flow with PKCE and a verified ID token; the browser
 * comes back to BASE_URL/api/auth/callback/oidc. None without the settings.
 *
 * Accounts: an account is joined to an existing one with the same address only when the provider
 * says the address is verified (`email_verified`) and the existing account's address is confirmed
 * (auth.ts `account.accountLinking`; the provider is deliberately not "trusted"). A new person gets
 * an account only where REGISTRATION allows the address; one whose address the provider did not
 * verify gets a confirmation mail and no session until confirmed, as after a sign-up. A disabled
 * account is refused by the admin plugin, as with a password.
 */
export function oidcSignInPlugins(settings: OidcSettings | null, registration: OidcRegistration): BetterAuthPlugin[] {
  if (!settings) return [];
  /**
   * REGISTRATION's answer per address, made while the profile is read (outside Better Auth's
   * transaction: on SQLite a query from inside it waits for itself) and used when the account is
   * about to be made, inside it.
   */
  const decisions = new Map<string, { mayCreate: boolean; at: number }>();
  const decide = async (email: string) => {
    const now = Date.now();
    for (const [address, decision] of decisions) if (now - decision.at > DECISION_TTL_MS) decisions.delete(address);
    decisions.set(email, { mayCreate: await registration.mayCreateAccount(email), at: now });
  };

  const provider = genericOAuth({
    config: [
      {
        providerId: OIDC_PROVIDER_ID,
        name: settings.name,
        discoveryUrl: settings.discoveryUrl,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        // HTTP Basic at the token endpoint: OpenID Connect's default (client_secret_basic), which every provider takes.
        authentication: "basic",
        scopes: ["openid", "email", "profile"],
        pkce: true,
        // The account is found by the ID token's `sub`: only ever from a token the issuer signed.
        requireIdTokenVerification: true,
        // A new account with an address the provider did not verify waits for the confirmation mail.
        requireEmailVerification: true,
        mapProfileToUser: async (profile) => {
          if (typeof profile.email === "string") await decide(profile.email.toLowerCase());
          const state = (await getOAuthState()) as { locale?: unknown } | null;
          const pageLocale: Locale | null = state?.locale === "sk" || state?.locale === "en" ? state.locale : null;
          return profileUserFields(profile, pageLocale);
        },
      },
    ],
  });

  const registrationGate = {
    id: "poriadok-oidc-registration",
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              before: async (user, ctx) => {
                if (!isOidcSignIn(ctx)) return;
                const decision = decisions.get(user.email.toLowerCase());
                decisions.delete(user.email.toLowerCase());
                if (decision?.mayCreate) return;
                // The callback turns this into a redirect to the sign-in screen with `error=registration_closed`.
                throw new APIError("FORBIDDEN", {
                  code: "registration_closed",
                  message: "This server takes new accounts only for invited addresses.",
                });
              },
              // After Better Auth's transaction has committed.
              after: async (user, ctx) => {
                if (isOidcSignIn(ctx)) await registration.accountCreated(user.email);
              },
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;

  return [provider, registrationGate];
}
