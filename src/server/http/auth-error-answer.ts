import { type ErrorCode, errorBody } from "../errors.ts";

/**
 * Better Auth's refusals are `{ code, message }`, which its web client reads — but a few carry no
 * code: its router's 404 for a path it does not know (an empty body), its rate limiter's 429 and
 * some 400s (`{ message }` only). Every error answer of the API is JSON with a code, so:
 * - a JSON object without a code keeps its fields and gains Poriadok's code for the status;
 * - an answer that is not a JSON object becomes the app's own error body (`{ error: { code, message } }`,
 *   as for any unknown /api path).
 * Answers below 400 and those that have a code pass unchanged.
 */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: "unauthorized",
  403: "forbidden_origin",
  404: "not_found",
  413: "payload_too_large",
  429: "rate_limited",
};

const FALLBACK_MESSAGES: Partial<Record<ErrorCode, string>> = {
  not_found: "There is nothing here.",
  rate_limited: "Too many requests. Please try again later.",
  internal: "Something went wrong on the server.",
};

export async function withErrorCode(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = parseJson(await response.clone().text());
  if (isRecord(body) && typeof body.code === "string" && body.code !== "") return response;
  const code = codeFor(response.status);
  const message = isRecord(body) && typeof body.message === "string" ? body.message : fallbackMessage(code);
  const answer = isRecord(body) ? { ...body, code, message } : errorBody(code, message);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json; charset=UTF-8");
  headers.delete("content-length");
  return new Response(JSON.stringify(answer), { status: response.status, headers });
}

function codeFor(status: number): ErrorCode {
  if (status >= 500) return "internal";
  return CODE_BY_STATUS[status] ?? "validation_failed";
}

function fallbackMessage(code: ErrorCode): string {
  return FALLBACK_MESSAGES[code] ?? "The request is not valid.";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
