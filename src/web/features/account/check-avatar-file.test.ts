import { AVATAR_MAX_BYTES } from "@shared/schemas/account";
import { describe, expect, it } from "vitest";
import { checkAvatarFile } from "./check-avatar-file";

describe("checkAvatarFile", () => {
  it("accepts PNG, JPEG and WebP up to 2 MB", () => {
    expect(checkAvatarFile({ type: "image/png", size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: "image/jpeg", size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: "image/webp", size: 1 })).toBeNull();
  });

  it("refuses other types and larger files", () => {
    expect(checkAvatarFile({ type: "image/gif", size: 1000 })).toBe("errors:image_unsupported");
    expect(checkAvatarFile({ type: "", size: 1000 })).toBe("errors:image_unsupported");
    expect(checkAvatarFile({ type: "image/png", size: AVATAR_MAX_BYTES + 1 })).toBe("errors:image_too_large");
  });
});
