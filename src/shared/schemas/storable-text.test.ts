import { describe, expect, it } from "vitest";
import { ProfileSchema } from "./account.ts";
import { AddItemSchema, CategoryOrderSchema, CreateNoteSchema, UpdateItemSchema, UpdateNoteSchema } from "./note.ts";
import { isStorableLine, isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE } from "./storable-text.ts";
import { CreateTagSchema, UpdateTagSchema } from "./tag.ts";

const CONTROL = ["\u0000", "\u0001", "\u0007", "\u000b", "\u001b", "\u007f", "\u0085", "\u009f"];
const LONE_SURROGATES = ["\ud800", "\udfff", "a\ud83d"];

describe("storable text", () => {
  it("refuses control characters and lone surrogates in a line, tab and line breaks included", () => {
    for (const bad of [...CONTROL, ...LONE_SURROGATES, "\t", "\n", "\r"]) {
      expect([JSON.stringify(bad), isStorableLine(`a${bad}b`)]).toEqual([JSON.stringify(bad), false]);
    }
  });

  it("allows tab and line breaks in multi-line text, nothing else of the kind", () => {
    expect(isStorableText("first line\r\n\tsecond line\n")).toBe(true);
    for (const bad of [...CONTROL, ...LONE_SURROGATES]) {
      expect([JSON.stringify(bad), isStorableText(`a${bad}b`)]).toEqual([JSON.stringify(bad), false]);
    }
  });

  it("accepts ordinary writing of any script, emoji and right-to-left text", () => {
    for (const good of ["Nákup v sobotu", "Ďakujem 🙏🏽", "שלום", "日本語", "a\u200db", "x\u00a0y"]) {
      expect(isStorableLine(good)).toBe(true);
      expect(isStorableText(good)).toBe(true);
    }
  });

  it("is the rule of every stored string, with the translated message key", () => {
    const refusals = [
      CreateNoteSchema.safeParse({ title: "a\u0000b", category: "notes" }),
      CreateNoteSchema.safeParse({ title: "ok", content: "a\u0000b", category: "notes" }),
      CreateNoteSchema.safeParse({ title: "ok", category: "shopping", items: [{ name: "a\u0000b" }] }),
      UpdateNoteSchema.safeParse({ title: "a\u0001b" }),
      AddItemSchema.safeParse({ name: "milk", category: "dai\u0000ry" }),
      UpdateItemSchema.safeParse({ name: "\ud800" }),
      CategoryOrderSchema.safeParse({ order: ["a\u0000b"] }),
      CreateTagSchema.safeParse({ name: "a\u0000b" }),
      UpdateTagSchema.safeParse({ name: "a\tb" }),
      ProfileSchema.safeParse({ firstName: "Ja\u0000na", lastName: "N", username: "" }),
    ];
    for (const result of refusals) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(UNSUPPORTED_CHARACTERS_MESSAGE);
    }
    expect(CreateNoteSchema.safeParse({ title: " Plan ", content: "one\n\ttwo", category: "notes" }).success).toBe(
      true,
    );
  });
});
