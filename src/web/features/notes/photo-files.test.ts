import { describe, expect, it } from "vitest";
import { photoFilesOf } from "./photo-files";

const png = new File([new Uint8Array([1])], "beach.png", { type: "image/png" });
const heic = new File([new Uint8Array([1])], "IMG_0001.HEIC", { type: "" });
const text = new File(["hello"], "notes.txt", { type: "text/plain" });

describe("photoFilesOf", () => {
  it("takes only the images of a paste, leaving text and other files to the field", () => {
    expect(photoFilesOf("paste", { files: [text, png, heic] })).toEqual([png, heic]);
    expect(photoFilesOf("paste", { files: [text] })).toEqual([]);
  });

  it("takes every file of a drop, so one that is not a photo is refused with a reason", () => {
    expect(photoFilesOf("drop", { files: [text, png] })).toEqual([text, png]);
  });

  it("takes nothing when nothing came", () => {
    expect(photoFilesOf("paste", null)).toEqual([]);
    expect(photoFilesOf("drop", { files: [] })).toEqual([]);
  });
});
