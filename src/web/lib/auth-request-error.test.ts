import { describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { authErrorKey } from "./auth-error-key";
import { AuthRequestError } from "./auth-request-error";

const error = (status: number, code?: string) => AuthRequestError.from({ status, code });

describe("auth errors in the user's language", () => {
  it.each([
    [
      error(429),
      "Too many attempts. Please wait a minute and try again.",
      "Príliš veľa pokusov. Počkajte minútu a skúste to znova.",
    ],
    [
      error(401, "INVALID_EMAIL_OR_PASSWORD"),
      "The e-mail address or password is not correct.",
      "E-mailová adresa alebo heslo nie sú správne.",
    ],
    [error(400, "PASSWORD_TOO_SHORT"), "Password must be at least 8 characters", "Heslo musí mať aspoň 8 znakov"],
    [error(429, "TOO_MANY_ATTEMPTS"), expect.stringContaining("15 minutes"), expect.stringContaining("15 minút")],
    [
      AuthRequestError.from({ status: 400, code: "VALIDATION_ERROR", message: "validation.tooLong" }),
      "This is too long.",
      "Text je príliš dlhý.",
    ],
    // The server's auth edge: control characters refused, the rate limiter's 429 with a code added.
    [
      AuthRequestError.from({ status: 400, code: "VALIDATION_ERROR", message: "validation.unsupportedCharacters" }),
      expect.stringContaining("cannot be saved"),
      expect.stringContaining("nedajú uložiť"),
    ],
    [error(429, "rate_limited"), expect.stringContaining("Too many attempts"), expect.stringContaining("Príliš veľa")],
    [
      error(403, "EMAIL_NOT_VERIFIED"),
      expect.stringContaining("confirm your e-mail"),
      expect.stringContaining("potvrďte"),
    ],
    [error(403), expect.stringContaining("refused"), expect.stringContaining("odmietli")],
    [
      error(403, "registration_closed"),
      expect.stringContaining("only for invited addresses"),
      expect.stringContaining("len pre pozvané adresy"),
    ],
    [
      error(403, "BANNED_USER"),
      expect.stringContaining("disabled by an admin"),
      expect.stringContaining("zablokoval správca"),
    ],
    [error(503), "Something went wrong on the server. Please try again.", expect.stringContaining("Na serveri")],
    [
      new TypeError("Failed to fetch"),
      expect.stringContaining("could not reach"),
      expect.stringContaining("nevie spojiť"),
    ],
  ])("%o → translated", (failure, english, slovak) => {
    const key = authErrorKey(failure);
    expect(i18nFor("en").t(key)).toEqual(english);
    expect(i18nFor("sk").t(key)).toEqual(slovak);
  });
});
