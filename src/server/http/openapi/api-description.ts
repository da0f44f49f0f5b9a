import {
  API_TOKEN_EXPIRY_DAYS_MAX,
  API_TOKEN_PREFIX,
  API_TOKEN_REQUESTS_PER_MINUTE,
} from "../../../shared/schemas/api-tokens.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";

/** `info.description` of /api/openapi.json: what a developer needs before the first request (Markdown). */
export const API_DESCRIPTION = `Poriadok's own API: the one the web app uses, open to your scripts and integrations.
Every path below is relative to \`/api\` on your installation (e.g. \`https://poriadok.example.org/api/notes\`).

## Authentication

- **Personal API tokens** (for scripts): make one in the app under *Settings → API tokens* (or with
  \`POST /tokens\` while signed in), give it a name and an optional expiry (up to ${API_TOKEN_EXPIRY_DAYS_MAX} days).
  It is shown once. Send it as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`. A token acts as its user on every
  route except the account's and the token routes (403 \`api_token_not_allowed\`), needs no \`Origin\` header,
  and may make ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute by default (then 429 \`api_token_rate_limited\`
  with \`Retry-After\`). A revoked or expired token gets 401 at once.
- **The session cookie** (for the app): \`POST /auth/sign-in/email\` sets it (\`poriadok.session_token\`, or
  \`__Secure-poriadok.session_token\` over https). Requests that change data with the cookie must carry the
  app's own \`Origin\`.

Routes marked with no authorization (health, public configuration, this document, the reference page, the
calendar feed's secret URL, sign-up and sign-in) need neither.

## Errors

Every refusal of Poriadok's own routes is JSON: \`{ "error": { "code", "message", "details"? } }\` (schema
\`Error\`). \`code\` is stable (\`validation_failed\`, \`not_found\`, …); for \`validation_failed\`, \`details\`
lists \`{ field, message }\`. Another user's ids answer 404, like missing ones. The \`/auth/…\` routes are
Better Auth's and answer errors as \`{ "code", "message" }\`.

## Safe retries: idempotency keys

Writes to notes, items, tags, the trash, the planner and the shopping order take an optional
\`${IDEMPOTENCY_KEY_HEADER}\` header (a UUID you make per command). Repeating the request with the same key
(after a timeout, say) answers the first answer again (\`Idempotent-Replayed: true\`) instead of applying it
twice.

## Staying up to date without webhooks

- The list reads (\`GET /notes\`, \`/notes/counts\`, \`/notes/progress\`, \`/tags\`, \`/trash\`, \`/planner\`,
  \`/shopping/category-order\`) answer with an \`ETag\`; send it back as \`If-None-Match\` and an unchanged answer
  is a bodiless \`304 Not Modified\`, cheap to poll.
- \`GET /sync?since=<cursor>\` answers what changed since a cursor, and the next cursor.
- \`GET /sync/stream\` (Server-Sent Events) tells you the moment something changes.
`;
