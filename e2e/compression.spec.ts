import { expect, test } from "./fixtures.ts";

/*
 * The built app reaches the browser compressed (src/server/static/serve-web-app.ts): Chromium accepts
 * brotli, so the page, its entry script and every script worth compressing come as `br`, cached for a
 * year, and the app still starts. The transferred total is attached to the report for the budget.
 */

type ScriptTiming = { name: string; transferred: number; decoded: number };

test("the landing page and its scripts arrive as brotli and the app starts", async ({ page }) => {
  const scripts = new Map<string, { encoding: string | undefined; cacheControl: string | undefined }>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const headers = response.headers();
    scripts.set(new URL(response.url()).pathname, {
      encoding: headers["content-encoding"],
      cacheControl: headers["cache-control"],
    });
  });

  const landing = await page.goto("/");
  expect(landing?.headers()["content-encoding"]).toBe("br");
  expect(landing?.headers().vary).toContain("Accept-Encoding");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

  const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute("src");
  expect(entry, "index.html loads an entry script").toBeTruthy();
  expect(scripts.get(entry ?? "")).toEqual({ encoding: "br", cacheControl: "public, max-age=31536000, immutable" });

  // A string, since e2e/ is type-checked without the DOM library (see fixtures.ts).
  const timings = await page.evaluate<ScriptTiming[]>(`performance
    .getEntriesByType("resource")
    .filter((entry) => entry.name.endsWith(".js"))
    .map((entry) => ({ name: new URL(entry.name).pathname, transferred: entry.encodedBodySize, decoded: entry.decodedBodySize }))`);
  // The build leaves files under 512 bytes plain (a variant would save nothing); every other script is brotli.
  for (const timing of timings) {
    if (timing.decoded >= 512) expect(scripts.get(timing.name)?.encoding, timing.name).toBe("br");
  }
  const sum = (key: "transferred" | "decoded") => timings.reduce((total, timing) => total + timing[key], 0);
  test.info().annotations.push({
    type: "landing JS",
    description: `${timings.length} files, ${sum("decoded")} bytes decoded, ${sum("transferred")} bytes transferred`,
  });
});
