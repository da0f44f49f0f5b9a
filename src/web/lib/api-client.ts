import { hc } from "hono/client";
import type { AppType } from "../../server/app";
import { fetchAfterSessionReplaced } from "./session-replacement";

/**
 * The typed API client: request and response types come from the server's own routes. Its requests
 * wait while a password change replaces the session (session-replacement.ts).
 */
export const api = hc<AppType>("/api", { fetch: fetchAfterSessionReplaced });

/** Per field, the translation key of what is wrong with it (400 validation_failed). */
export type ApiFieldError = { field: string; message: string };

/** A refused request, with the server's error code (also the key of its text in errors.json). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ApiFieldError[] = [],
    /** A 429 or 503's `Retry-After` in seconds, when the server said how long to wait. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** Reads a typed response (nothing for 204), or throws ApiError carrying the server's error code. */
export async function unwrap<T>(response: {
  ok: boolean;
  status: number;
  json: () => Promise<T>;
  headers?: Headers;
}): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: ApiFieldError[] };
  } | null;
  throw new ApiError(
    response.status,
    body?.error?.code ?? "internal",
    body?.error?.message ?? `HTTP ${response.status}`,
    // The fields' message keys, for a screen that words them (a repeat rule the server refused).
    Array.isArray(body?.error?.details) ? body.error.details : [],
    retryAfterSeconds(response.headers?.get("Retry-After")),
  );
}

/** `Retry-After` as seconds; its HTTP-date form is not used by this server. */
function retryAfterSeconds(header: string | null | undefined): number | null {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
