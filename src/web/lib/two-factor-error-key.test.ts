import { describe, expect, it } from "vitest";
import { AuthRequestError } from "./auth-request-error";
import { PasskeyCeremonyError } from "./passkey-ceremony-error";
import { twoFactorErrorKey } from "./two-factor-error-key";

describe("twoFactorErrorKey", () => {
  it("names the two-factor and passkey refusals before the generic status rules", () => {
    expect(twoFactorErrorKey(new AuthRequestError(401, "CODE_ALREADY_USED", ""))).toBe(
      "two-factor:errors.codeAlreadyUsed",
    );
    // A 429 of its own, not the address's rate limit.
    expect(twoFactorErrorKey(new AuthRequestError(429, "ACCOUNT_TEMPORARILY_LOCKED", ""))).toBe(
      "two-factor:errors.locked",
    );
    // A 403 that is no foreign origin.
    expect(twoFactorErrorKey(new AuthRequestError(403, "SESSION_NOT_FRESH", ""))).toBe("errors:auth.sessionExpired");
    expect(twoFactorErrorKey(new PasskeyCeremonyError("PASSKEY_UNSUPPORTED"))).toBe(
      "two-factor:errors.passkeyUnsupported",
    );
  });

  it("leaves the rest to authErrorKey", () => {
    expect(twoFactorErrorKey(new AuthRequestError(400, "INVALID_PASSWORD", ""))).toBe("errors:auth.wrongPassword");
    expect(twoFactorErrorKey(new AuthRequestError(429, "", ""))).toBe("errors:rate_limited");
    expect(twoFactorErrorKey(new Error("offline"))).toBe("errors:network");
  });
});
