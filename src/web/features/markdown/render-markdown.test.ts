// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isSafeLink, renderMarkdown } from "./render-markdown";

const env = { idPrefix: "n1-" };
/** The rendered HTML as the page would hold it. */
function rendered(text: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderMarkdown(text, env);
  return host;
}

/** Everything in the page that could run script or load something from the note. */
function activeParts(host: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of host.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (["script", "iframe", "object", "embed", "img", "svg", "style", "form", "base", "meta"].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith("on") || attribute.name === "style" || attribute.name === "srcdoc")
        found.push(`${tag}[${attribute.name}]`);
      if (
        ["href", "src", "action", "formaction", "xlink:href"].includes(attribute.name) &&
        !isSafeLink(attribute.value)
      )
        found.push(`${tag}[${attribute.name}=${attribute.value}]`);
    }
  }
  return found;
}

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">raw</a>',
  "<svg onload=alert(1)>",
  '<iframe srcdoc="<script>alert(1)</script>">',
  "[x](javascript:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](  javascript:alert(1))",
  "[x](<javascript:alert(1)>)",
  "[x](&#106;avascript:alert(1))",
  "[x](&#x6A;avascript&colon;alert(1))",
  "[x](java&#x09;script:alert(1))",
  "[x](vbscript:msgbox(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[x](data:image/png;base64,iVBORw0KGgo=)",
  "[x](file:///etc/passwd)",
  "<javascript:alert(1)>",
  "<data:text/html,<script>alert(1)</script>>",
  "![x](https://tracker.example/pixel.gif)",
  "![x](javascript:alert(1))",
  "[x]: javascript:alert(1)\n\n[link][x]",
  '[x](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "- [ ] <img src=x onerror=alert(1)>",
  "# <script>alert(1)</script>",
];

describe("renderMarkdown", () => {
  it.each(PAYLOADS)("puts no script nor remote load into the page: %s", (payload) => {
    const host = rendered(payload);
    expect(activeParts(host)).toEqual([]);
  });

  it("shows raw HTML written in a note as its text", () => {
    expect(rendered("<script>alert(1)</script>").textContent?.trim()).toBe("<script>alert(1)</script>");
    expect(rendered("<img src=x onerror=alert(1)>").textContent?.trim()).toBe("<img src=x onerror=alert(1)>");
  });

  it("refuses a javascript: link in any spelling, leaving its text", () => {
    for (const payload of ["[x](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))", "[x](&#106;avascript:alert(1))"]) {
      const host = rendered(payload);
      expect(host.querySelector("a")).toBeNull();
    }
  });

  it("opens links in a new tab without handing them the page", () => {
    const host = rendered("[web](https://poriadok.example/a?b=1) <https://x.example> mail@poriadok.example");
    const links = [...host.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://poriadok.example/a?b=1",
      "https://x.example",
      "mailto:mail@poriadok.example",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("links www. addresses written without a scheme, but not file names that end like a country's domain", () => {
    const host = rendered("Menu: www.pizza-napoli.sk/menu?d=1. Edit index.ts, readme.md or poriadok.sk; WWW.Trh.sk");
    expect([...host.querySelectorAll("a")].map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["http://www.pizza-napoli.sk/menu?d=1", "www.pizza-napoli.sk/menu?d=1"],
      ["http://WWW.Trh.sk", "WWW.Trh.sk"],
    ]);
    expect(host.querySelector("a")?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps headings, emphasis, lists, inline code and code blocks", () => {
    const host = rendered("# Cesta\n\n**teplé** a _suché_ ~~staré~~\n\n1. pas\n2. `mapa`\n\n```\nlet a = 1;\n```");
    expect(host.querySelector("h1")?.textContent).toBe("Cesta");
    expect(host.querySelector("strong")?.textContent).toBe("teplé");
    expect(host.querySelector("em")?.textContent).toBe("suché");
    expect(host.querySelector("s")?.textContent).toBe("staré");
    expect([...host.querySelectorAll("ol > li")].map((item) => item.textContent)).toEqual(["pas", "mapa"]);
    expect(host.querySelector("li code")?.textContent).toBe("mapa");
    expect(host.querySelector("pre > code")?.textContent).toBe("let a = 1;\n");
  });

  it("shows task-list items as disabled checkboxes labelled by their text", () => {
    const host = rendered("- [ ] pas\n- [x] lístky **dnes**\n- [X] mapa\n- obyčajná položka\n\n[ ] nie v zozname");
    const boxes = [...host.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [false, true],
      [true, true],
      [true, true],
    ]);
    const labels = boxes.map((box) => host.querySelector(`[id="${box.getAttribute("aria-labelledby")}"]`));
    expect(labels.map((label) => label?.textContent)).toEqual(["pas", "lístky dnes", "mapa"]);
    expect(host.querySelector("ul")?.className).toBe("contains-task-list");
    expect(host.querySelectorAll("li.task-list-item")).toHaveLength(3);
    expect(host.querySelector("p")?.textContent).toBe("[ ] nie v zozname");
  });

  it("gives each rendering its own ids through the prefix", () => {
    const first = renderMarkdown("- [ ] a", { idPrefix: "one-" });
    const second = renderMarkdown("- [ ] a", { idPrefix: "two-" });
    expect(first).toContain('id="one-task-1"');
    expect(second).toContain('id="two-task-1"');
  });
});
