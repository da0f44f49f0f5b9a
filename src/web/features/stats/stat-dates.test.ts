import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMonth, formatTick, formatWeekRange } from "./stat-dates";

describe("statistics dates", () => {
  it("writes axis labels in the app's date style", () => {
    expect(formatTick("2026-03-09")).toBe("09.03.");
  });

  it("writes a day inside a sentence", () => {
    expect(formatDate("2026-03-09", "en")).toBe("March 9");
    expect(formatDate("2026-03-09", "sk")).toBe("9. marca");
  });

  it("writes a whole day with its weekday, capitalised", () => {
    expect(formatDay("2026-03-09", "en")).toBe("Monday, March 9");
    expect(formatDay("2026-03-09", "sk")).toBe("Pondelok 9. marca");
  });

  it("writes a statistics week from its Sunday to the Saturday", () => {
    expect(formatWeekRange("2026-03-08")).toBe("08.03. – 14.03.2026");
    expect(formatWeekRange("2026-03-29")).toBe("29.03. – 04.04.2026");
  });

  it("names the month", () => {
    expect(formatMonth(new Date(2026, 2, 15), "en")).toBe("March 2026");
    expect(formatMonth(new Date(2026, 2, 15), "sk")).toBe("Marec 2026");
  });
});
