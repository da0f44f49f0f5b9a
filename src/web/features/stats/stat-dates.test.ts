import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMonth, formatTick, formatWeekRange } from "./stat-dates";

describe("statistics dates", () => {
  it("writes axis labels as each language does", () => {
    expect(formatTick("2026-03-09", "en")).toBe("Mar 9");
    expect(formatTick("2026-03-09", "sk")).toBe("9. 3.");
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
    // The exact spacing around the dash belongs to the runtime's ICU data.
    expect(formatWeekRange("2026-03-08", "en")).toMatch(/^March 8\s?–\s?14, 2026$/);
    expect(formatWeekRange("2026-03-29", "sk")).toMatch(/^29\. 3\.( 2026)?\s?–\s?4\. 4\. 2026$/);
  });

  it("names the month", () => {
    expect(formatMonth(new Date(2026, 2, 15), "en")).toBe("March 2026");
    expect(formatMonth(new Date(2026, 2, 15), "sk")).toBe("Marec 2026");
  });
});
