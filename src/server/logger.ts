import { toLogValue } from "./log-value.ts";

/** Structured logs: one JSON object per line on stdout, so any log shipper can read them. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;
export type Logger = {
  debug: (msg: string, fields?: LogFields) => void;
  info: (msg: string, fields?: LogFields) => void;
  warn: (msg: string, fields?: LogFields) => void;
  error: (msg: string, fields?: LogFields) => void;
};

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const log =
    (at: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: LogFields = {}) => {
      if (RANK[at] < RANK[level]) return;
      write(
        `${JSON.stringify({ level: at, time: new Date().toISOString(), msg, ...(toLogValue(fields) as LogFields) })}\n`,
      );
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
