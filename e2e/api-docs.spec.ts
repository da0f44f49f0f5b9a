import { expect, test } from "./fixtures.ts";

type Document = { paths: Record<string, Record<string, { operationId?: string }>> };

/**
 * The API reference at /api/docs: Redoc's standalone bundle from our own origin, under the app's
 * Content-Security-Policy (scripts only from 'self'; blob: workers for Redoc's search on this page).
 */
test.describe("the API reference page", () => {
  test("renders every operation of /api/openapi.json, with no console errors or CSP violations", async ({
    page,
    pageErrors,
    request,
  }) => {
    // Redoc lays out ~100 operations in idle time and builds its search index in a worker: on a
    // busy 2-core machine that alone has taken most of the default 30 s (CI failed at the search).
    test.setTimeout(120_000);
    const document = (await (await request.get("/api/openapi.json")).json()) as Document;
    const operationIds = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations).map((operation) => operation.operationId))
      .filter((id): id is string => typeof id === "string");
    expect(operationIds.length).toBeGreaterThan(50);

    const response = await page.goto("/api/docs");
    expect(response?.status()).toBe(200);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(policy).not.toContain("unsafe-eval");
    await expect(page).toHaveTitle("Poriadok API");
    await expect(page.getByRole("heading", { level: 1, name: /Poriadok API/ })).toBeVisible({ timeout: 30_000 });

    // Redoc renders the operations after the introduction, in idle time: wait for the last one.
    await expect(
      page.locator(`[data-section-id^="tag/"][data-section-id$="/operation/${operationIds.at(-1)}"]`),
    ).toBeAttached({
      timeout: 30_000,
    });
    // Redoc marks each operation's section with data-section-id="tag/<tag>/operation/<operationId>".
    const sections = await page.locator('[data-section-id^="tag/"][data-section-id*="/operation/"]').all();
    const sectionIds = await Promise.all(sections.map((section) => section.getAttribute("data-section-id")));
    const rendered = sectionIds.map((id) => id?.replace(/^.*\/operation\//, ""));
    expect([...new Set(rendered)].sort()).toEqual([...operationIds].sort());

    // The search runs in Redoc's worker (blob:), which this page's policy allows.
    await page.getByPlaceholder("Search...").fill("shopping");
    await expect(page.locator('[data-role="search:results"] li').first()).toBeVisible({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  test("serves Redoc's script from its own origin, cached for a year", async ({ request }) => {
    const html = await (await request.get("/api/docs")).text();
    const src = html.match(/<script src="([^"]+)"><\/script>/)?.[1];
    expect(src).toMatch(/^\/api\/docs\/redoc\.standalone\.js\?v=/);
    expect(html).not.toMatch(/<script>|<script [^s]|https?:\/\//);
    const script = await request.get(src ?? "");
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toContain("javascript");
    expect(script.headers()["cache-control"]).toContain("max-age=31536000");
    // Redoc's only remote resource (the Redocly logo) is replaced when the bundle is served.
    expect(await script.text()).not.toContain("cdn.redoc.ly");
  });
});
