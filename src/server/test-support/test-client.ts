/**
 * A browser-like client for server tests: keeps the cookies the server sets, sends them back, and
 * sends the app's own Origin with every request, as the web app in a browser would.
 */
export type TestClient = {
  request: (route: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  post: (route: string, json?: unknown) => Promise<Response>;
  get: (route: string) => Promise<Response>;
  cookies: Map<string, string>;
  /** The raw Set-Cookie headers of the last response that set any. */
  lastSetCookie: string[];
};

export function createTestClient(baseUrl: string, origin = baseUrl): TestClient {
  const cookies = new Map<string, string>();
  const client: TestClient = {
    cookies,
    lastSetCookie: [],
    request: async (route, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has("origin")) headers.set("origin", origin);
      if (cookies.size > 0) headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      const url = route.startsWith("http") ? route : `${baseUrl}${route}`;
      const response = await fetch(url, { ...init, headers, body, redirect: "manual" });
      const setCookies = response.headers.getSetCookie();
      if (setCookies.length > 0) client.lastSetCookie = setCookies;
      for (const line of setCookies) {
        const [pair = ""] = line.split(";");
        const eq = pair.indexOf("=");
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const isExpired = /max-age=0/i.test(line) || value === "";
        if (isExpired) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
    post: (route, json) => client.request(route, { method: "POST", json: json ?? {} }),
    get: (route) => client.request(route),
  };
  return client;
}
