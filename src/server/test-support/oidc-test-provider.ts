import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** A person the identity provider knows; `login` on its sign-in page is the `sub`. */
export type IdentityAccount = {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
  locale?: string;
};

export type TestIdentityProvider = {
  /** The issuer, also the OIDC_ISSUER to configure. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME for a Poriadok that signs in here. */
  env: (name: string) => Record<string, string>;
  addAccount: (account: IdentityAccount) => void;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free port of 127.0.0.1, with one
 * confidential client allowed to return to `redirectUris` and the accounts the test adds. Its
 * sign-in and consent pages are the package's development pages: plain HTML forms where any login
 * (the account's `sub`) signs in without a password.
 */
export async function startTestIdentityProvider(redirectUris: string[]): Promise<TestIdentityProvider> {
  const accounts = new Map<string, IdentityAccount>();
  let handle: ReturnType<Provider["callback"]> | null = null;
  const server = createServer((request, response) => {
    if (handle) handle(request, response);
    else response.writeHead(503).end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "poriadok-test";
  const clientSecret = "a test client's secret, long enough for HS256";

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: account.name,
          locale: account.locale,
        }),
      };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "locale"],
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["a test cookie key"] },
    // Lifetimes of its own (the package's defaults each print a notice).
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    env: (name) => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_NAME: name,
    }),
    addAccount: (account) => accounts.set(account.sub, account),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
