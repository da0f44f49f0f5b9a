import { MIN_PASSWORD_LENGTH } from "../../../shared/constants.ts";
import type { Operation } from "./finish-document.ts";

/**
 * Better Auth's routes a client needs, described by hand: they are not Hono routes (app.ts hands
 * /api/auth/* to Better Auth), so nothing generates them. The shapes are Better Auth 1.7's answers
 * with Poriadok's user fields (auth.ts, shared/schemas/user-fields.ts); openapi-document.test.ts
 * calls each route and checks the real answers against these schemas.
 */

const string = { type: "string" } as const;
const nullableString = { type: ["string", "null"] } as const;
const dateTime = { type: "string", format: "date-time" } as const;

const USER = {
  type: "object",
  required: ["id", "email", "emailVerified", "name", "createdAt", "updatedAt"],
  properties: {
    id: string,
    email: { type: "string", format: "email" },
    emailVerified: { type: "boolean" },
    name: { ...string, description: "First and last name with a space between" },
    firstName: string,
    lastName: string,
    locale: { type: "string", enum: ["en", "sk"], description: "The language of the user's mails" },
    image: nullableString,
    username: nullableString,
    displayUsername: nullableString,
    createdAt: dateTime,
    updatedAt: dateTime,
  },
};

const SESSION = {
  type: "object",
  required: ["id", "userId", "token", "expiresAt", "createdAt", "updatedAt"],
  properties: {
    id: string,
    userId: string,
    token: string,
    expiresAt: dateTime,
    createdAt: dateTime,
    updatedAt: dateTime,
    ipAddress: nullableString,
    userAgent: nullableString,
  },
};

/** Better Auth's own error shape (not Poriadok's `Error`). */
const AUTH_ERROR = {
  type: "object",
  required: ["message"],
  properties: {
    code: { ...string, description: "e.g. `INVALID_EMAIL_OR_PASSWORD`, `EMAIL_NOT_VERIFIED`, `USER_ALREADY_EXISTS`" },
    message: string,
  },
};

const authError = (description: string) => ({
  description,
  content: { "application/json": { schema: AUTH_ERROR } },
});

const json = (schema: object, example?: unknown) => ({
  required: true,
  content: { "application/json": { schema, ...(example === undefined ? {} : { example }) } },
});

const SET_SESSION_COOKIE = {
  "Set-Cookie": {
    description:
      "The session: `poriadok.session_token=…; Path=/; HttpOnly; SameSite=Lax` (`__Secure-poriadok.session_token` " +
      "and `Secure` over https); 30 days, or until the browser closes with `rememberMe: false`",
    schema: string,
  },
};

/** /api/auth refuses personal API tokens before Better Auth (http/auth-handler.ts), in Poriadok's shape. */
const TOKEN_REFUSED = {
  description: "`api_token_not_allowed` (Poriadok's `Error` shape): sent with `Authorization: Bearer`",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

const TOO_MANY = authError("Too many attempts from this address; wait (`X-Retry-After` says how long)");

export function authPaths(): Record<string, Record<string, Operation>> {
  return {
    "/auth/sign-up/email": {
      post: {
        tags: ["auth"],
        operationId: "signUpEmail",
        summary: "Create an account; a confirmation mail follows, and sign-in works once it is confirmed",
        security: [],
        requestBody: json(
          {
            type: "object",
            required: ["email", "password", "name"],
            properties: {
              email: { type: "string", format: "email" },
              password: { type: "string", minLength: MIN_PASSWORD_LENGTH, maxLength: 128 },
              name: { ...string, description: "First and last name with a space between" },
              firstName: string,
              lastName: string,
              locale: { type: "string", enum: ["en", "sk"] },
              callbackURL: { ...string, description: "Where the confirmation link leads after confirming" },
            },
          },
          {
            email: "jana@example.org",
            password: "correct horse 42",
            name: "Jana Nováková",
            firstName: "Jana",
            lastName: "Nováková",
            locale: "sk",
          },
        ),
        responses: {
          "200": {
            description: "The account, not yet confirmed; no session (`token` is null) until its owner signs in",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["token", "user"],
                  properties: { token: { type: "null" }, user: USER },
                },
              },
            },
          },
          "400": authError(`Invalid input (e.g. a password shorter than ${MIN_PASSWORD_LENGTH} characters)`),
          "403": TOKEN_REFUSED,
          "422": authError("`USER_ALREADY_EXISTS` or another refusal of the address"),
          "429": TOO_MANY,
        },
      },
    },
    "/auth/sign-in/email": {
      post: {
        tags: ["auth"],
        operationId: "signInEmail",
        summary: "Sign in with e-mail and password; the answer sets the session cookie",
        security: [],
        requestBody: json(
          {
            type: "object",
            required: ["email", "password"],
            properties: {
              email: { type: "string", format: "email" },
              password: string,
              rememberMe: { type: "boolean", default: true, description: "false: the session ends with the browser" },
            },
          },
          { email: "jana@example.org", password: "correct horse 42" },
        ),
        responses: {
          "200": {
            description: "Signed in",
            headers: SET_SESSION_COOKIE,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["redirect", "token", "user"],
                  properties: {
                    redirect: { type: "boolean" },
                    token: { ...string, description: "The session's id (also in the cookie)" },
                    url: string,
                    user: USER,
                  },
                },
              },
            },
          },
          "400": authError("Invalid input"),
          "401": authError("`INVALID_EMAIL_OR_PASSWORD`"),
          "403": {
            description:
              "`EMAIL_NOT_VERIFIED`: confirm the address first (a new confirmation mail is sent); or " +
              "`api_token_not_allowed` (Poriadok's `Error` shape) when sent with `Authorization: Bearer`",
            content: {
              "application/json": { schema: { anyOf: [AUTH_ERROR, { $ref: "#/components/schemas/Error" }] } },
            },
          },
          "429": TOO_MANY,
        },
      },
    },
    "/auth/get-session": {
      get: {
        tags: ["auth"],
        operationId: "getSession",
        summary: "The current session and its user, or null when signed out",
        security: [{ sessionCookie: [] }, {}],
        responses: {
          "200": {
            description: "The session and user; `null` without a valid session cookie",
            content: {
              "application/json": {
                schema: {
                  oneOf: [
                    {
                      type: "object",
                      required: ["session", "user"],
                      properties: { session: SESSION, user: USER },
                    },
                    { type: "null" },
                  ],
                },
              },
            },
          },
          "403": TOKEN_REFUSED,
        },
      },
    },
    "/auth/sign-out": {
      post: {
        tags: ["auth"],
        operationId: "signOut",
        summary: "Sign out: ends the session and clears its cookies",
        security: [{ sessionCookie: [] }],
        requestBody: { required: false, content: { "application/json": { schema: { type: "object" } } } },
        responses: {
          "200": {
            description: "Signed out (also when there was no session)",
            headers: {
              "Set-Cookie": { description: "The session cookies, cleared (`Max-Age=0`)", schema: string },
            },
            content: {
              "application/json": {
                schema: { type: "object", required: ["success"], properties: { success: { type: "boolean" } } },
              },
            },
          },
          "403": TOKEN_REFUSED,
          "429": TOO_MANY,
        },
      },
    },
  };
}
