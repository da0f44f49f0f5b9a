import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { API_TOKEN_REQUESTS_PER_MINUTE } from "../shared/schemas/api-tokens.ts";
import { SEARCH_REQUESTS_PER_MINUTE, SEARCH_TIME_BUDGET_MS } from "../shared/schemas/search.ts";
import { INVITATION_MAILS_PER_DAY, INVITATION_RESEND_MINUTES } from "../shared/schemas/sharing.ts";
import { readOrCreateVapidKeys, type VapidKeys } from "./vapid-keys.ts";

/** Every setting comes from an environment variable; README.md lists them with these defaults. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  CONTACT_EMAIL: z.email().optional(),
  SUPPORT_EMAIL: z.email().optional(),
  DONATION_IBAN: z.string().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  // How many reverse proxies stand in front (each appends to X-Forwarded-For); "true" means one.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d)$/, "TRUST_PROXY must be false, true or the number of proxies in front (0–9)")
    .optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(API_TOKEN_REQUESTS_PER_MINUTE),
  // Invitation mails one person may send in 24 hours, and minutes before they may mail one address again.
  INVITATION_MAILS_PER_DAY: z.coerce.number().int().min(1).default(INVITATION_MAILS_PER_DAY),
  INVITATION_RESEND_MINUTES: z.coerce.number().int().min(0).default(INVITATION_RESEND_MINUTES),
  // Searches one person may make per minute (in bursts of up to SEARCH_BURST), and how long one may take.
  SEARCH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(SEARCH_REQUESTS_PER_MINUTE),
  SEARCH_TIME_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(SEARCH_TIME_BUDGET_MS),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  WEB_DIR: z.string().optional(),
  // Live sync's keep-alive comment on each open stream (a proxy closes a connection idle too long).
  SYNC_HEARTBEAT_MS: z.coerce.number().int().min(50).default(15_000),
  // Web Push identity for reminders; generated into DATA_DIR when unset (vapid-keys.ts).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/, "VAPID_PUBLIC_KEY must be a base64url P-256 key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,46}$/, "VAPID_PRIVATE_KEY must be a base64url P-256 key")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must start with mailto: or https://")
    .optional(),
  // Host names push endpoints must be on (each with its subdomains), comma-separated; unset: any public host.
  PUSH_ALLOWED_HOSTS: z
    .string()
    .refine(
      (list) => list.split(",").every((entry) => /^((\*?\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.?)?$/.test(entry.trim())),
      "PUSH_ALLOWED_HOSTS must be host names separated by commas, e.g. fcm.googleapis.com,push.services.mozilla.com",
    )
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  authSecret: string;
  contactEmail: string | null;
  supportEmail: string | null;
  donationIban: string | null;
  /** Origins allowed to send state-changing requests: BASE_URL's plus TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /**
   * How many reverse proxies stand in front of Poriadok (0: none, the socket's peer is the client).
   * With n, the client is the n-th address from the right of X-Forwarded-For: the hops to its left
   * were written by the client and cannot be trusted.
   */
  trustProxy: number;
  /** Sign-in, sign-up and password-reset attempts allowed per client address and minute. */
  authRateLimitMax: number;
  /** Requests one personal API token may make per minute, across all instances. */
  apiTokenRequestsPerMinute: number;
  /** Invitation mails per person in any 24 hours, and the wait before the same address again (0: none). */
  invitationLimits: InvitationLimits;
  /** Search's defences (features/search/): a person's searches per minute, a search's time budget. */
  search: SearchLimits;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  webDir: string;
  /** How often an open live-sync stream sends a heartbeat comment and re-checks its session. */
  syncHeartbeatMs: number;
  /** Web Push keys of reminders (VAPID_*), or the pair generated in DATA_DIR. */
  vapid: VapidKeys;
  /** Where push endpoints may lead (features/reminders/push-network/push-endpoint-check.ts). */
  push: {
    /** PUSH_ALLOWED_HOSTS, lower-cased, without a leading "*." or final dot; empty: any public host. */
    allowedHosts: string[];
    /**
     * Tests only, never read from the environment: lets endpoints lead to loopback and private
     * addresses, where the tests' fake push service listens. A server would relay requests into its
     * own network with it.
     */
    allowPrivateAddressesForTests?: boolean;
    /** Tests only: answers in place of DNS (a name that moves to a private address between two sends). */
    resolveHost?: (host: string) => Promise<{ address: string; family: 4 | 6 }[]>;
  };
};

export type InvitationLimits = { perDay: number; resendMinutes: number };

export type SearchLimits = {
  requestsPerMinute: number;
  /** A search still running after this long is abandoned and answered 503 `search_too_costly`. */
  timeBudgetMs: number;
  /**
   * Tests only, never read from the environment: every search's database work waits this long first
   * (SQLite: blocking the thread that runs it, as a slow query does; PostgreSQL: pg_sleep), so a test
   * can hold a search in progress whatever the machine's speed.
   */
  slowQueryForTestsMs?: number;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; creates DATA_DIR and the generated secret when needed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  // One VAPID half alone would silently fall back to the generated pair, unlike the other instances.
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError("Invalid configuration:\n  set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  // Owner-only (main.ts also sets the umask, and tightens an existing DATA_DIR: data-dir-modes.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Poriadok <no-reply@${new URL(baseUrl).hostname}>`,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    contactEmail: e.CONTACT_EMAIL ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    donationIban: e.DONATION_IBAN?.trim() || null,
    trustedOrigins: [
      new URL(baseUrl).origin,
      ...(e.TRUSTED_ORIGINS ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ],
    trustProxy: e.TRUST_PROXY === "true" ? 1 : e.TRUST_PROXY === "false" ? 0 : Number(e.TRUST_PROXY ?? 0),
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    apiTokenRequestsPerMinute: e.API_TOKEN_REQUESTS_PER_MINUTE,
    invitationLimits: {
      perDay: e.INVITATION_MAILS_PER_DAY,
      resendMinutes: e.INVITATION_RESEND_MINUTES,
    },
    search: { requestsPerMinute: e.SEARCH_REQUESTS_PER_MINUTE, timeBudgetMs: e.SEARCH_TIME_BUDGET_MS },
    logLevel: e.LOG_LEVEL,
    webDir: path.resolve(e.WEB_DIR ?? "dist/web"),
    syncHeartbeatMs: e.SYNC_HEARTBEAT_MS,
    vapid: readOrCreateVapidKeys(
      dataDir,
      { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
      { baseUrl, contactEmail: e.CONTACT_EMAIL ?? null },
    ),
    push: { allowedHosts: parseHostList(e.PUSH_ALLOWED_HOSTS) },
  };
}

/** "*.notify.windows.com, FCM.googleapis.com." → ["notify.windows.com", "fcm.googleapis.com"]. */
function parseHostList(list: string | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, "")
        .replace(/\.$/, ""),
    )
    .filter(Boolean);
}

/** An empty variable (`SMTP_URL=`) means "not set", as in most twelve-factor apps. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === "" ? undefined : value]));
}

/** Kept in DATA_DIR so sessions survive restarts without the operator having to invent a secret. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return secret;
}
