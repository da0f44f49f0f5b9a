import { describe, expect, it } from "vitest";
import { AddPasskeySchema, BackupCodeSchema, PASSKEY_NAME_MAX_LENGTH, TotpCodeSchema } from "./two-factor.ts";

describe("two-factor inputs", () => {
  it("take an app's code with the spaces some apps show, and nothing but six digits", () => {
    expect(TotpCodeSchema.parse("123 456")).toBe("123456");
    for (const wrong of ["12345", "1234567", "12345a", "", "١٢٣٤٥٦"]) {
      expect(TotpCodeSchema.safeParse(wrong).error?.issues[0]?.message).toBe("validation.totpCode");
    }
  });

  it("take a backup code with or without its hyphen, keeping its letters' case", () => {
    expect(BackupCodeSchema.parse("AbC12dEf34")).toBe("AbC12-dEf34");
    expect(BackupCodeSchema.parse(" AbC12-dEf34 ")).toBe("AbC12-dEf34");
    expect(BackupCodeSchema.safeParse("AbC12-dEf3").error?.issues[0]?.message).toBe("validation.backupCode");
  });

  it("bound a passkey's name and need the password", () => {
    expect(AddPasskeySchema.safeParse({ name: "Laptop", password: "x" }).success).toBe(true);
    expect(AddPasskeySchema.safeParse({ name: "x".repeat(PASSKEY_NAME_MAX_LENGTH + 1), password: "x" }).success).toBe(
      false,
    );
    expect(AddPasskeySchema.safeParse({ name: "Laptop", password: "" }).success).toBe(false);
  });
});
