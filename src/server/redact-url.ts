const REDACTED = "[redacted]";
/** Path segments that are secrets themselves: Better Auth's /reset-password/<token> link. */
const SECRET_AFTER_SEGMENT = /(\/reset-password\/)[^/?#]+/g;
/** Query parameters that carry secrets, or URLs that may carry one (callbackURL=/x?token=…). */
const SECRET_PARAMETER = /^(token|code|otp|secret|password|.*url)$/i;

/**
 * A URL or path as it may be written to a log: tokens in the path and in the query (also inside a
 * nested callback URL) are replaced with "[redacted]". A password-reset link in a log would let
 * whoever reads the log take over the account.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = pathPart.replace(SECRET_AFTER_SEGMENT, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const [name, value] of [...query]) {
    if (SECRET_PARAMETER.test(name)) query.set(name, name.toLowerCase().endsWith("url") ? redactUrl(value) : REDACTED);
  }
  return `${path}?${query.toString()}`;
}
