/**
 * The part of oidc-provider (a real OpenID Connect provider, a devDependency) the tests start as the
 * operator's identity provider (oidc-test-provider.ts). The package ships no types.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: (use: string, scope: string) => Promise<Claims> };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
    ttl?: Record<string, number>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
