import { OIDC_FAILED_PARAM, OIDC_PROVIDER_ID } from "../../shared/schemas/identity-provider.ts";
import type { TestClient } from "./test-client.ts";

/** Where the app sent the browser at the end: `/home` when signed in, `/auth?sso=failed&error=…` when refused. */
export type OidcSignInOutcome = { location: string; error: string | null };

/** A browser's cookies at the identity provider (names only: its cookies' paths make no difference here). */
function providerBrowser() {
  const cookies = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, eq).trim());
      else cookies.set(pair.slice(0, eq).trim(), value);
    }
    return response;
  };
}

/**
 * "Sign in with …" as a browser does it: the app's POST /api/auth/sign-in/social, then at the
 * identity provider (oidc-test-provider.ts) its sign-in form with `login` and its consent form,
 * following every redirect, back to the app's callback with the code. `app` keeps the app's cookies
 * (the session, when it worked). `locale`: the language of the page the sign-in started on.
 */
export async function signInWithIdentityProvider(
  app: TestClient,
  appUrl: string,
  login: string,
  locale: "en" | "sk" = "en",
): Promise<OidcSignInOutcome> {
  const started = await app.post("/api/auth/sign-in/social", {
    provider: OIDC_PROVIDER_ID,
    callbackURL: "/home",
    errorCallbackURL: `/auth?${OIDC_FAILED_PARAM}=failed`,
    additionalData: { locale },
  });
  if (started.status !== 200) throw new Error(`sign-in/social answered ${started.status}: ${await started.text()}`);
  let url = ((await started.json()) as { url: string }).url;
  const browser = providerBrowser();
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(appUrl)) {
      const back = await app.get(url);
      const location = back.headers.get("location") ?? `(no redirect: ${back.status} ${await back.text()})`;
      return { location, error: new URL(location, appUrl).searchParams.get("error") };
    }
    const response = await browser(url);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location") ?? "", url).href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt)
      throw new Error(`not a sign-in or consent page (${response.status}): ${page.slice(0, 500)}`);
    const form = new URLSearchParams({ prompt, ...(prompt === "login" ? { login, password: "any" } : {}) });
    const posted = await browser(new URL(action.replaceAll("&amp;", "&"), url).href, { method: "POST", body: form });
    url = new URL(posted.headers.get("location") ?? "", url).href;
  }
  throw new Error("the sign-in did not come back to the app within 20 steps");
}
