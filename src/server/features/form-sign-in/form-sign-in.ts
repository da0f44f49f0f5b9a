import type { Context } from "hono";
import { authErrorKeyOf } from "../../../shared/auth-error-key.ts";
import type { Locale } from "../../../shared/constants.ts";
import { checkAuthRequest } from "../../http/auth-request-checks.ts";
import { CLIENT_IP_HEADER, clientIp } from "../../http/client-ip.ts";
import { errorText, readErrorTexts } from "./form-error-texts.ts";
import { pageWithFormError } from "./page-with-form-error.ts";

export type FormSignInDeps = {
  /** Better Auth's own handler (auth.handler): its rate limits, hooks and Origin check apply as for the app. */
  handleAuthRequest: (request: Request) => Promise<Response>;
  trustProxy: number;
  trustedOrigins: readonly string[];
  /** The built web app, whose error texts the answers use (form-error-texts.ts). */
  webDir: string;
};

/** The prerendered sign-in page the form was on, and its language. */
export type SignInPage = { html: string; language: Locale };

/** Where the browser goes once signed in: the app's first screen in the page's language. */
const HOME: Record<Locale, string> = { en: "/home", sk: "/sk/home" };

/**
 * The prerendered sign-in form sent by the browser itself (no JavaScript, or before the boot module ran;
 * it posts, scripts/vite-prerender.ts): signs in through Better Auth exactly as the app's request would
 * (/api/auth/sign-in/email, with the client's address and Origin, so the same limits, errors and rules),
 * then sends the browser on with 303 and the session cookie. A refusal answers the same page with the
 * translated error and the e-mail address kept. An account with a second factor is told that step needs
 * JavaScript (the app's step lives in the page, with no address of its own).
 */
export function formSignIn({ handleAuthRequest, trustProxy, trustedOrigins, webDir }: FormSignInDeps) {
  const texts = readErrorTexts(webDir);
  return async (c: Context, page: SignInPage): Promise<Response> => {
    const form = await readForm(c);
    const refuse = (key: string, status: 400 | 401 | 403 | 429 | 500) =>
      answerPage(c, page, { message: errorText(texts, page.language, key), email: form.email }, status);
    if (form.email === "" || form.password === "") return refuse("errors:validation.fillAllFields", 400);

    const url = new URL("/api/auth/sign-in/email", c.req.url).href;
    const body = JSON.stringify({ email: form.email, password: form.password });
    const refusal = checkAuthRequest({ url, contentType: "application/json", body }, trustedOrigins);
    if (refusal) return refuse(`errors:${refusal}`, 400);
    const headers = new Headers(c.req.raw.headers);
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    const answer = await handleAuthRequest(new Request(url, { method: "POST", headers, body }));
    const result = await answer.json().catch(() => null);

    if (!answer.ok) {
      const { code, message } = asRecord(result);
      const key = authErrorKeyOf({ status: answer.status, code: String(code ?? ""), message: String(message ?? "") });
      return refuse(key, statusOf(answer.status));
    }
    if (asRecord(result).twoFactorRedirect === true) return refuse("errors:auth.secondFactorNeedsScript", 403);
    const cookies = answer.headers.getSetCookie();
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    // As the app does (keepSignInLanguage): mails follow the language the user last signed in with.
    if (asRecord(asRecord(result).user).locale !== page.language) {
      await keepLanguage(handleAuthRequest, { url, headers, cookies, locale: page.language });
    }
    c.header("Cache-Control", "no-store");
    return c.redirect(safeRedirect(form.redirect) ?? HOME[page.language], 303);
  };
}

/** Sets the signed-in user's language through Better Auth (/update-user), with the new session's cookie. */
async function keepLanguage(
  handleAuthRequest: FormSignInDeps["handleAuthRequest"],
  { url, headers, cookies, locale }: { url: string; headers: Headers; cookies: string[]; locale: Locale },
): Promise<void> {
  const sessionHeaders = new Headers(headers);
  sessionHeaders.set("cookie", cookies.map((cookie) => cookie.split(";")[0]).join("; "));
  const target = new URL("/api/auth/update-user", url).href;
  const body = JSON.stringify({ locale });
  // A refusal only leaves the mails in the former language; the sign-in itself stands.
  await handleAuthRequest(new Request(target, { method: "POST", headers: sessionHeaders, body })).catch(() => null);
}

type SignInForm = { email: string; password: string; redirect: string };

async function readForm(c: Context): Promise<SignInForm> {
  const fields = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    email: text(fields.email).trim(),
    password: text(fields.password),
    redirect: text(fields.redirect) || (c.req.query("redirect") ?? ""),
  };
}

/** A path on this site ("/notes?x=1"); never another site ("//evil.example", "/\\evil.example", "https://…"). */
export function safeRedirect(value: string): string | null {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  const reference = "https://reference.invalid";
  if (!URL.canParse(value, reference)) return null;
  const target = new URL(value, reference);
  return target.origin === reference ? `${target.pathname}${target.search}${target.hash}` : null;
}

function answerPage(
  c: Context,
  page: SignInPage,
  error: { message: string; email: string },
  status: 400 | 401 | 403 | 429 | 500,
): Response {
  // The page holds what was typed: for this browser only, and not kept.
  c.header("Cache-Control", "no-store");
  return c.html(pageWithFormError(page.html, error), status);
}

function statusOf(status: number): 400 | 401 | 403 | 429 | 500 {
  if (status === 401 || status === 403 || status === 429) return status;
  return status >= 500 ? 500 : 400;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
