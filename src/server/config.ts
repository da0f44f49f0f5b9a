import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { API_TOKEN_REQUESTS_PER_MINUTE } from "../shared/schemas/api-tokens.ts";
import { REGISTRATION_MODES, type RegistrationMode, UNCONFIRMED_ACCOUNT_DAYS } from "../shared/schemas/registration.ts";
import { SEARCH_REQUESTS_PER_MINUTE, SEARCH_TIME_BUDGET_MS } from "../shared/schemas/search.ts";
import { INVITATION_MAILS_PER_DAY, INVITATION_RESEND_MINUTES } from "../shared/schemas/sharing.ts";
import { type OidcSettings, oidcSettings, oidcSettingsProblem } from "./oidc-settings.ts";
import { type VapidKeys, type VapidSettings, vapidSettings } from "./vapid-keys.ts";

/** The longest SHUTDOWN_DRAIN_MS: a stop must end within 10 s (main.ts), requests in flight need time too. */
export const SHUTDOWN_DRAIN_MAX_MS = 5_000;

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
  // Addresses whose confirmed accounts are admins, comma-separated; unset: the first confirmed account.
  ADMIN_EMAILS: z
    .string()
    .refine(
      (list) => parseAdminEmails(list).every((email) => z.email().safeParse(email).success),
      "ADMIN_EMAILS must be e-mail addresses separated by commas",
    )
    .optional(),
  // Who may sign up (features/registration/): anyone, invited addresses only, or no one new but invited addresses.
  REGISTRATION: z.enum(REGISTRATION_MODES, { error: "REGISTRATION must be open, invite or closed" }).default("open"),
  // Accounts whose address was never confirmed are deleted after this many days.
  UNCONFIRMED_ACCOUNT_DAYS: z.coerce
    .number()
    .int("UNCONFIRMED_ACCOUNT_DAYS must be a whole number of days")
    .min(1, "UNCONFIRMED_ACCOUNT_DAYS must be at least 1")
    .max(3650, "UNCONFIRMED_ACCOUNT_DAYS must be at most 3650")
    .default(UNCONFIRMED_ACCOUNT_DAYS),
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
  SYNC_MAX_STREAMS: z.coerce.number().int().min(1).default(2_000),
  // Automatic SQLite backups before start-up migrations kept in DATA_DIR/backups; 0: none taken.
  MIGRATION_BACKUPS_KEPT: z.coerce.number().int().min(0).max(1000).default(5),
  // After SIGTERM: how long health answers 503 while requests are still served, before the listener closes.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(SHUTDOWN_DRAIN_MAX_MS).default(2_000),
  // Web Push identity for reminders; unset: the pair generated once and kept in the database (shared-secrets.ts).
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
  // Sign-in with the operator's own OpenID Connect provider (features/oidc/): all four or none (oidc-settings.ts).
  OIDC_ISSUER: z
    .url("OIDC_ISSUER must be the identity provider's issuer URL, e.g. https://id.example.org/realms/home")
    .optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().max(40, "OIDC_NAME must be at most 40 characters (it names the sign-in button)").optional(),
  // The bearer token GET /metrics asks for (metrics/metrics.routes.ts); unset: no /metrics (404).
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  // The git commit this copy was built from, for containers built without .git (version.ts).
  POR_COMMIT: z
    .string()
    .regex(/^[0-9a-fA-F]{7,40}$/, "POR_COMMIT must be a git commit (7–40 hex digits)")
    .optional(),
  SOURCE_COMMIT: z
    .string()
    .regex(/^[0-9a-fA-F]{7,40}$/, "SOURCE_COMMIT must be a git commit (7–40 hex digits)")
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
  /** AUTH_SECRET, or the secret generated once and kept in the database (shared-secrets.ts). */
  authSecret: string;
  contactEmail: string | null;
  supportEmail: string | null;
  donationIban: string | null;
  /** Origins allowed to send state-changing requests: BASE_URL's plus TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /** REGISTRATION: who may sign up (features/registration/). */
  registration: RegistrationMode;
  /** UNCONFIRMED_ACCOUNT_DAYS: an account whose address is still unconfirmed after this many days is deleted. */
  unconfirmedAccountDays: number;
  /** ADMIN_EMAILS, lower-case; empty: the first confirmed account is admin (features/admin). */
  adminEmails: string[];
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
  /** Live-sync streams one instance holds open at most; one more is answered 503 with Retry-After. */
  syncMaxStreams: number;
  /** SQLite: automatic backups before start-up migrations to keep (backup/migration-backups.ts); 0: none. */
  migrationBackupsKept: number;
  /**
   * After SIGTERM, how long the instance keeps serving with health answering 503 (so a proxy or an
   * orchestrator that polls health takes it out) before it stops accepting; main.ts, not SIGINT.
   */
  shutdownDrainMs: number;
  /** Web Push keys of reminders (VAPID_*), or the pair generated once and kept in the database. */
  vapid: VapidKeys;
  /** METRICS_TOKEN: what GET /metrics asks for as a bearer token; null: /metrics answers 404. */
  metricsToken: string | null;
  /** OIDC_*: the identity provider the sign-in screen offers (features/oidc/); null: none. */
  oidc: OidcSettings | null;
  /** POR_COMMIT or SOURCE_COMMIT: the git commit, when the build does not know it (version.ts). */
  sourceCommit: string | null;
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

/**
 * The configuration as the environment gives it (loadConfig). The generated secrets are not in it:
 * they live in the database, which startServer reads them from once it is migrated
 * (shared-secrets.ts `withSharedSecrets`), giving the full Config. So loading the configuration
 * writes no secret anywhere — `npm run backup` on PostgreSQL refuses without leaving files behind.
 */
export type EnvConfig = Omit<Config, "authSecret" | "vapid"> & {
  /** AUTH_SECRET; null: the shared one in the database. */
  authSecret: string | null;
  /** VAPID_SUBJECT (or its default) and VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; null halves: the database's pair. */
  vapid: VapidSettings;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; creates DATA_DIR. Generates no secret (shared-secrets.ts does, in the database). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const parsed = EnvSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  // One VAPID half alone would silently fall back to the shared generated pair.
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError("Invalid configuration:\n  set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither");
  }
  const oidcProblem = oidcSettingsProblem(e);
  if (oidcProblem) throw new ConfigError(`Invalid configuration:\n  ${oidcProblem}`);
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
    authSecret: e.AUTH_SECRET ?? null,
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
    registration: e.REGISTRATION,
    unconfirmedAccountDays: e.UNCONFIRMED_ACCOUNT_DAYS,
    adminEmails: parseAdminEmails(e.ADMIN_EMAILS),
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
    syncMaxStreams: e.SYNC_MAX_STREAMS,
    migrationBackupsKept: e.MIGRATION_BACKUPS_KEPT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    vapid: vapidSettings(
      { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
      { baseUrl, contactEmail: e.CONTACT_EMAIL ?? null },
    ),
    push: { allowedHosts: parseHostList(e.PUSH_ALLOWED_HOSTS) },
    metricsToken: e.METRICS_TOKEN ?? null,
    oidc: oidcSettings(e),
    sourceCommit: e.POR_COMMIT ?? e.SOURCE_COMMIT ?? null,
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

/** "Jana@Example.org, ops@example.org" → ["jana@example.org", "ops@example.org"]. */
function parseAdminEmails(list: string | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}
