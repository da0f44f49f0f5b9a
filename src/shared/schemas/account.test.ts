import { describe, expect, it } from "vitest";
import { DELETE_CONFIRM_WORDS, MIN_PASSWORD_LENGTH } from "../constants.ts";
import { ChangePasswordSchema, DeleteDataSchema, isDeleteConfirmWord, SignInSchema, SignUpSchema } from "./account.ts";

describe("DeleteDataSchema", () => {
  it("asks each language for the verb its button uses: DELETE, VYMAZAŤ (Vymazať všetky údaje)", () => {
    expect(DELETE_CONFIRM_WORDS).toEqual({ en: "DELETE", sk: "VYMAZAŤ" });
  });

  it.each([
    "DELETE",
    "delete",
    "Delete",
    "VYMAZAŤ",
    "vymazať",
    "VYMAZAT",
    "vymazat",
    "Vymazať",
    " VYMAZAŤ ",
    // The word the Slovak screen asked for before: still accepted, with or without its háček.
    "ZMAZAŤ",
    "zmazat",
    // A decomposed háček (a macOS keyboard) is the same word.
    "VYMAZAT\u030c",
  ])("accepts %j in any case, with or without diacritics", (confirm) => {
    expect(isDeleteConfirmWord(confirm)).toBe(true);
    expect(DeleteDataSchema.safeParse({ confirm }).success).toBe(true);
  });

  it("refuses anything else, with the translated message key", () => {
    for (const confirm of ["DELET", "VYMAZ", "ODSTRÁNIŤ", "DELETE ALL", "VY MAZAŤ", "", "x".repeat(41), null, 1]) {
      const result = DeleteDataSchema.safeParse({ confirm });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("validation.typeDelete");
    }
  });
});

describe("passwords", () => {
  it("needs at least 8 characters for a new one (NIST SP 800-63B)", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    const base = { firstName: "Jana", lastName: "Nováková", email: "jana@example.org" };
    expect(SignUpSchema.safeParse({ ...base, password: "1234567" }).error?.issues[0]?.message).toBe(
      "validation.passwordTooShort",
    );
    expect(SignUpSchema.safeParse({ ...base, password: "12345678" }).success).toBe(true);
    expect(ChangePasswordSchema.safeParse({ currentPassword: "old", newPassword: "1234567" }).success).toBe(false);
  });

  it("still lets an older, shorter password sign in", () => {
    expect(SignInSchema.safeParse({ email: "jana@example.org", password: "123456" }).success).toBe(true);
  });
});
