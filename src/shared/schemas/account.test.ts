import { describe, expect, it } from "vitest";
import { DELETE_CONFIRM_WORDS, MIN_PASSWORD_LENGTH } from "../constants.ts";
import { ChangePasswordSchema, DeleteDataSchema, SignInSchema, SignUpSchema } from "./account.ts";

describe("DeleteDataSchema", () => {
  it("accepts the word of either language's screen, exactly as shown", () => {
    expect(DeleteDataSchema.safeParse({ confirm: "DELETE" }).success).toBe(true);
    expect(DeleteDataSchema.safeParse({ confirm: DELETE_CONFIRM_WORDS.sk }).success).toBe(true);
    expect(DELETE_CONFIRM_WORDS.sk).toBe("ZMAZAŤ");
  });

  it("refuses anything else, with the translated message key", () => {
    for (const confirm of ["delete", "zmazať", "ZMAZAT", " DELETE", "", null]) {
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
