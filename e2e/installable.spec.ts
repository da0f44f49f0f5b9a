import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

type ManifestIcon = { src: string; sizes?: string; type?: string; purpose?: string };
type Manifest = { name?: string; display?: string; theme_color?: string; icons?: ManifestIcon[] };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Fetches a PNG and reads its width and height from the IHDR chunk (bytes 16–23). */
async function fetchPngSize(request: APIRequestContext, url: string): Promise<{ width: number; height: number }> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toBe("image/png");
  const bytes = await response.body();
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${url} starts with the PNG signature`).toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1"), url).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function linkHref(page: Page, rel: string): Promise<string> {
  const link = page.locator(`head link[rel="${rel}"]`);
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute("href");
  expect(href, `<link rel="${rel}"> has an href`).toBeTruthy();
  return new URL(href ?? "", page.url()).href;
}

test.describe("adding Poriadok to a home screen", () => {
  test("the manifest describes a standalone app with 192 and 512 px icons", async ({ page, request }) => {
    await page.goto("/");
    const manifestUrl = await linkHref(page, "manifest");
    const response = await request.get(manifestUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/(manifest\+)?json/);
    const manifest = (await response.json()) as Manifest;

    expect(manifest.display).toBe("standalone");
    expect(manifest.name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,8}$/i);
    const sizes = (manifest.icons ?? []).map((icon) => icon.sizes);
    expect(sizes).toContain("192x192");
    expect(sizes).toContain("512x512");
  });

  test("every manifest icon answers with its declared type, and each PNG has its declared size", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const manifestUrl = await linkHref(page, "manifest");
    const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
    const icons = manifest.icons ?? [];
    expect(icons.filter((icon) => icon.type === "image/png").map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect(icons.some((icon) => icon.purpose?.split(/\s+/).includes("maskable"))).toBe(true);

    for (const icon of icons) {
      const url = new URL(icon.src, manifestUrl).href;
      if (icon.type === "image/png") {
        const { width, height } = await fetchPngSize(request, url);
        expect(`${width}x${height}`, url).toBe(icon.sizes);
      } else {
        // A vector icon (sizes "any") only has to be there, with the type the manifest promises.
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"], url).toContain(icon.type ?? "image/");
      }
    }
  });

  test("the apple-touch-icon is a square PNG big enough for iOS", async ({ page, request }) => {
    await page.goto("/");
    const iconUrl = await linkHref(page, "apple-touch-icon");
    const declared = await page.locator('head link[rel="apple-touch-icon"]').getAttribute("sizes");
    const { width, height } = await fetchPngSize(request, iconUrl);
    if (declared) {
      expect(`${width}x${height}`).toBe(declared);
    } else {
      expect(width).toBe(height);
      expect(width).toBeGreaterThanOrEqual(180);
    }
  });
});
