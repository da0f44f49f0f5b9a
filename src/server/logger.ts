import { type DestinationStream, destination, pino } from "pino";
import { toLogValue } from "./log-value.ts";
import { redactUrl } from "./redact-url.ts";

/**
 * Structured logs on pino: one JSON object per line on stdout, so any log shipper can read them —
 * `{"level":"info","time":"<ISO 8601>","msg":"…",…fields}`, without pino's pid and hostname.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;
export type Logger = {
  debug: (msg: string, fields?: LogFields) => void;
  info: (msg: string, fields?: LogFields) => void;
  warn: (msg: string, fields?: LogFields) => void;
  error: (msg: string, fields?: LogFields) => void;
};

/**
 * Fields that hold a URL or path, whatever logs them (the request log, the error handler): a secret
 * in the path or the query (a reset link, a calendar feed, an invitation: http/secret-paths.ts) is
 * redacted by pino before the line is written.
 */
const URL_FIELDS = ["path", "url", "*.path", "*.url", "*.*.path", "*.*.url"];
/**
 * Fields that are credentials whole, wherever a request's headers or a body end up in a line (an
 * error's details): never written. Nothing logs them today; this keeps a future line from doing so.
 */
const CREDENTIAL_FIELDS = ["authorization", "cookie", "set-cookie", "password", "token"].flatMap((name) => [
  `["${name}"]`,
  `*["${name}"]`,
  `*.*["${name}"]`,
  `*.*.*["${name}"]`,
]);

/** `write` takes each line instead of stdout (tests). */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const stream: DestinationStream = write ? { write } : destination({ dest: 1, sync: true });
  const logger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        // Errors anywhere in the fields keep name, message, code, cause and stack; cycles and BigInts survive.
        log: (fields) => toLogValue(fields) as LogFields,
      },
      redact: {
        paths: [...URL_FIELDS, ...CREDENTIAL_FIELDS],
        censor: (value, path) => {
          const field = String(path.at(-1)).toLowerCase();
          if (field === "path" || field === "url") return typeof value === "string" ? redactUrl(value) : value;
          return "[redacted]";
        },
      },
    },
    stream,
  );
  // The message goes first among the fields, so a line reads as before pino: level, time, msg, fields.
  return {
    debug: (msg, fields = {}) => logger.debug({ msg, ...fields }),
    info: (msg, fields = {}) => logger.info({ msg, ...fields }),
    warn: (msg, fields = {}) => logger.warn({ msg, ...fields }),
    error: (msg, fields = {}) => logger.error({ msg, ...fields }),
  };
}
