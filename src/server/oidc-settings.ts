/**
 * OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME: sign-in with the operator's own
 * OpenID Connect identity provider (features/oidc/). All four or none: a half-configured provider
 * would show a button that cannot work, so the server refuses to start instead.
 */
export type OidcSettings = {
  /** The provider's issuer (no trailing slash); its discovery document is below it. */
  issuer: string;
  /** `${issuer}/.well-known/openid-configuration`. */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The sign-in screen's "Sign in with {name}". */
  name: string;
};

type OidcEnv = {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_NAME?: string | undefined;
};

const OIDC_VARIABLES = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_NAME"] as const;

/** What is wrong with the OIDC_* variables for loadConfig's error, or null when all or none are set. */
export function oidcSettingsProblem(env: OidcEnv): string | null {
  const missing = OIDC_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === 0 || missing.length === OIDC_VARIABLES.length) return null;
  return `sign-in with an identity provider needs all of ${OIDC_VARIABLES.join(", ")} (or none); missing: ${missing.join(", ")}`;
}

/** The settings when all four are set (check oidcSettingsProblem first), otherwise null. */
export function oidcSettings(env: OidcEnv): OidcSettings | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_NAME: name } = env;
  if (!issuer || !clientId?.trim() || !clientSecret || !name?.trim()) return null;
  const trimmedIssuer = issuer.replace(/\/+$/, "");
  return {
    issuer: trimmedIssuer,
    discoveryUrl: `${trimmedIssuer}/.well-known/openid-configuration`,
    clientId: clientId.trim(),
    clientSecret,
    name: name.trim(),
  };
}
