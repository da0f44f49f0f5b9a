import { isAPIError } from "better-auth/api";
import type { Logger } from "../../logger.ts";

/**
 * Better Auth's `onAPIError.onError`: where an error thrown from an endpoint or one of Poriadok's
 * hooks (auth-hooks.ts) is logged. Without it Better Auth logs the message through its module-wide
 * logger, which outside a request's context falls back to its own console logger — so every refusal
 * from a hook (a locked account's 429, a too-long name's 400) printed `ERROR [Better Auth]: …` on
 * stderr, past the `logger` option. Here a refusal the client is told about is an expected answer
 * (info, beside the request log's line); only a server fault is an error.
 */
export function logAuthError(logger: Logger) {
  return (error: unknown): void => {
    if (isAPIError(error) && error.statusCode < 500) {
      logger.info("auth: request refused", {
        status: error.statusCode,
        code: error.body?.code,
        message: error.body?.message ?? error.message,
      });
      return;
    }
    logger.error("auth: request failed", { error });
  };
}
