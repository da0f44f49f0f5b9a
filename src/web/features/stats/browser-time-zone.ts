/**
 * The IANA time zone the browser runs in ("Europe/Bratislava"), which decides what "today" and "this
 * week" mean on the statistics screen. UTC when the runtime cannot tell.
 */
export function browserTimeZone(format: Intl.DateTimeFormat = new Intl.DateTimeFormat()): string {
  return format.resolvedOptions().timeZone || "UTC";
}
