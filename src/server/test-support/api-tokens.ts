import { expect } from "vitest";
import type { ApiTokenScope, CreateApiToken, CreatedApiToken } from "../../shared/schemas/api-tokens.ts";
import type { TestClient } from "./test-client.ts";

/**
 * Makes a personal API token through /api/tokens with the client's session; read and write unless the
 * test names a scope.
 */
export async function createApiTokenWith(
  client: TestClient,
  { scope = "read_write", ...rest }: Omit<CreateApiToken, "scope"> & { scope?: ApiTokenScope } = { name: "Script" },
): Promise<CreatedApiToken> {
  const json: CreateApiToken = { ...rest, scope };
  const response = await client.request("/api/tokens", { method: "POST", json });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedApiToken;
}

/**
 * A script's client (curl, a cron job): sends `Authorization: Bearer <token>` and nothing else a
 * browser would (no Origin, no cookies). Shaped like TestClient, so organiserApi wraps it too.
 */
export function tokenClient(baseUrl: string, token: string): TestClient {
  const client: TestClient = {
    cookies: new Map(),
    lastSetCookie: [],
    request: async (route, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has("authorization")) headers.set("authorization", `Bearer ${token}`);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      const url = route.startsWith("http") ? route : `${baseUrl}${route}`;
      return fetch(url, { ...init, headers, body, redirect: "manual" });
    },
    post: (route, json) => client.request(route, { method: "POST", json: json ?? {} }),
    get: (route) => client.request(route),
  };
  return client;
}
