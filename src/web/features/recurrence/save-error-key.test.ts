import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { noteSaveErrorKey } from "./save-error-key";

describe("noteSaveErrorKey", () => {
  it("words a refused repeat rule with the recurrence namespace, anything else as usual", () => {
    const never = new ApiError(400, "validation_failed", "x", [
      { field: "repeat", message: "validation.repeatNeverRepeats" },
    ]);
    expect(noteSaveErrorKey(never)).toBe("recurrence:errors.validation.repeatNeverRepeats");
    expect(noteSaveErrorKey(new ApiError(409, "note_limit_reached", "x"))).toBe("errors:note_limit_reached");
    expect(noteSaveErrorKey(new TypeError("offline"))).toBe("errors:network");
  });
});
