import type { Context } from "hono";
import { errorBody } from "../errors.ts";
import { withErrorCode } from "./auth-error-answer.ts";
import { checkAuthRequest } from "./auth-request-checks.ts";
import { usesBearer } from "./bearer-token.ts";
import { CLIENT_IP_HEADER, clientIp } from "./client-ip.ts";

/**
 * Hands /api/auth/* to Better Auth, with the client address in a header only the server sets
 * (any value the client sent under that name is replaced), so rate limits key on the real sender.
 * Input Better Auth would answer with a 500 is refused first (auth-request-checks.ts), and every
 * error answer carries a code (auth-error-answer.ts).
 */
export function authHandler(
  /** Better Auth's own handler (auth.handler), which app.ts hands in. */
  handleAuthRequest: (request: Request) => Promise<Response>,
  trustedProxies: number,
  trustedOrigins: readonly string[],
) {
  return async (c: Context) => {
    // Personal API tokens never reach Better Auth: its endpoints (delete-user, change-email,
    // change-password, …) belong to the signed-in app, and a token must not touch the account.
    if (usesBearer(c.req.header("Authorization"))) {
      return c.json(errorBody("api_token_not_allowed", "Personal API tokens cannot do this; use the app."), 403);
    }
    const original = c.req.raw;
    const hasBody = original.method !== "GET" && original.method !== "HEAD" && original.body !== null;
    // Read whole: the body limit in front (body-limit.ts) has bounded it to 64 KB. The bytes go on
    // unchanged; the text is only for the checks.
    const body = hasBody ? await original.arrayBuffer() : null;
    const text = body === null ? null : new TextDecoder().decode(body);
    const contentType = original.headers.get("content-type") ?? "";
    const refusal = checkAuthRequest({ url: original.url, contentType, body: text }, trustedOrigins);
    // Better Auth's own shape for a refused field, which its client and the web's authErrorKey read.
    if (refusal) return c.json({ code: "VALIDATION_ERROR", message: refusal }, 400);

    const headers = new Headers(original.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustedProxies));
    const request = new Request(original.url, { method: original.method, headers, body, signal: original.signal });
    return withErrorCode(await handleAuthRequest(request));
  };
}
