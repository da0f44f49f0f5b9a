import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import { AVATAR_MAX_INPUT_PIXELS } from "./avatar-image.ts";

let harness: AccountsServer;
let client: TestClient;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
});
afterAll(() => harness.close());

async function upload(bytes: Uint8Array) {
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "image/png" }), "me.png");
  const response = await client.request("/api/account/avatar", { method: "PUT", body: form });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("profile picture size in pixels", () => {
  it("refuses a small file that unpacks to more than 16 megapixels (413, before decoding it)", async () => {
    // 4097 × 4096 of one colour: a few kilobytes as PNG, about 67 MB once decoded.
    const bomb = await sharp({ create: { width: 4097, height: 4096, channels: 3, background: "#22c55e" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(4097 * 4096).toBeGreaterThan(AVATAR_MAX_INPUT_PIXELS);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const refused = await upload(bomb);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ error: { code: "image_too_many_pixels" } });
  });

  it("accepts a picture within the limit, also several at once (the rest wait or are told to retry)", async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#3b82f6" } })
      .jpeg()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(photo)));
    for (const answer of answers) expect([200, 503]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers.filter((entry) => entry.status === 503))
      expect(answer.body).toMatchObject({ error: { code: "server_busy" } });
  });
});
