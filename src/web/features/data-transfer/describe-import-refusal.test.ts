import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { i18nFor } from "@/lib/i18n";
import { ImportRefusedError } from "./api/import-data";
import { loadDataTransferTexts } from "./data-transfer-texts";
import { describeImportRefusal } from "./describe-import-refusal";

beforeAll(() => Promise.all([loadDataTransferTexts("en"), loadDataTransferTexts("sk")]));

const en = i18nFor("en").t;
const sk = i18nFor("sk").t;

describe("describeImportRefusal", () => {
  it("gives the server's reason in the reader's language", () => {
    const error = new ImportRefusedError(400, "import_invalid_file", "not an export", undefined);
    expect(describeImportRefusal(error, en)).toEqual({
      message: en("data-transfer:errors.import_invalid_file"),
      listed: [],
    });
    expect(describeImportRefusal(error, sk).message).toBe(sk("data-transfer:errors.import_invalid_file"));
  });

  it("lists the rows and files the server could not read, with their reasons", () => {
    const rows = new ImportRefusedError(400, "import_todoist_unreadable", "rows", [
      { row: 3, reason: "validation.tooLong" },
      { row: 7, reason: "validation.date" },
    ]);
    expect(describeImportRefusal(rows, en).listed).toEqual([
      "Row 3: This is too long.",
      "Row 7: Choose a valid date and time.",
    ]);
    expect(describeImportRefusal(rows, sk).listed[0]).toBe(`Riadok 3: ${sk("errors:validation.tooLong")}`);

    const files = new ImportRefusedError(400, "import_keep_unreadable", "files", [
      { file: "Takeout/Keep/Nákup.json", reason: "validation.invalid" },
    ]);
    expect(describeImportRefusal(files, en).listed).toEqual(["Takeout/Keep/Nákup.json: This value is not valid."]);

    const fields = new ImportRefusedError(400, "import_invalid_file", "not an export", [
      { field: "format", message: "validation.exportFormat" },
      { field: "", message: "validation.invalid" },
    ]);
    expect(describeImportRefusal(fields, en).listed).toEqual([
      "format: This is not a Poriadok export file.",
      "This value is not valid.",
    ]);

    const paths = new ImportRefusedError(400, "import_zip_unsafe_path", "path", ["../../etc/passwd"]);
    expect(describeImportRefusal(paths, en).listed).toEqual(["../../etc/passwd"]);
  });

  it("reads an unknown code as the generic server error and other details as nothing to list", () => {
    const error = new ImportRefusedError(413, "import_zip_too_large", "too large", { limit: 100 });
    expect(describeImportRefusal(error, en).listed).toEqual([]);
    expect(describeImportRefusal(new ApiError(418, "teapot", "?"), en).message).toBe(en("errors:internal"));
    expect(describeImportRefusal(new TypeError("offline"), en).message).toBe(en("errors:network"));
  });
});
