import { describe, expect, it } from "vitest";
import { contentExcerpt } from "./content-excerpt";

describe("contentExcerpt", () => {
  it("takes Markdown's marks out of a card's text", () => {
    expect(
      contentExcerpt(
        "# Cesta do Tatier\n\n- [ ] pas\n- [x] lístky\n* **teplé** ponožky\n1. `mapa`\n> [web](https://x.sk)",
      ),
    ).toBe("Cesta do Tatier\n\n☐ pas\n☑ lístky\nteplé ponožky\nmapa\nweb");
  });

  it("leaves plain text as it is, and shows markup written in a note as text", () => {
    expect(contentExcerpt("Kúpiť 2 * 3 rožky - hneď")).toBe("Kúpiť 2 * 3 rožky - hneď");
    expect(contentExcerpt("<img src=x onerror=alert(1)>")).toBe("<img src=x onerror=alert(1)>");
  });
});
