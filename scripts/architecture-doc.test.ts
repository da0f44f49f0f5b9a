import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * ARCHITECTURE.md is the front door: short enough to read in 15 minutes, and every path it names is
 * one a newcomer can open. The topic documents under docs/ and the README link only to files that
 * exist (and to headings that exist in them). A renamed or moved file fails here, not in a reader's hands.
 */
const root = path.resolve(import.meta.dirname, "..");
const ARCHITECTURE_MAX_LINES = 300;

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** `src/…`, `docs/…`, `e2e/…`, `scripts/…`, `bench/…` in backticks: a path in the repository. */
const REPO_PATH = /^(?:src|docs|e2e|scripts|bench)\/[\w@.\-/{},*[\]]*$/;

function backtickedPaths(markdown: string): string[] {
  const spans = [...markdown.replaceAll(/```[\s\S]*?```/g, "").matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? "");
  return spans.filter((span) => REPO_PATH.test(span));
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one level of braces is all the documents use). */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return (match[1] ?? "")
    .split(",")
    .flatMap((part) =>
      expandBraces(pattern.slice(0, match.index) + part + pattern.slice(match.index + match[0].length)),
    );
}

/** A path exists; with `*` or `[…]` in its last parts, the folder before the first of them does. */
function pathExists(repoPath: string): boolean {
  const wild = repoPath.search(/[*[]/);
  if (wild === -1) return existsSync(path.join(root, repoPath));
  return existsSync(path.join(root, repoPath.slice(0, repoPath.lastIndexOf("/", wild) + 1)));
}

type Link = { target: string; anchor: string | undefined };

/** Markdown links to files of the repository (not web addresses, not mail, not same-page anchors). */
function repoLinks(markdown: string): Link[] {
  const links = [...markdown.replaceAll(/```[\s\S]*?```/g, "").matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "");
  return links
    .filter((link) => !/^(?:[a-z]+:|#)/i.test(link))
    .map((link) => {
      const [target = "", anchor] = link.split("#");
      return { target, anchor };
    });
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces → "-". */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ""] of markdown.replaceAll(/```[\s\S]*?```/g, "").matchAll(/^#{1,6} +(.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replaceAll(/[^\p{L}\p{N} _-]/gu, "")
      .replaceAll(" ", "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Each link that does not lead to an existing file (or to an existing heading in it), as text. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const { target, anchor } of repoLinks(read(file))) {
    const resolved = path.relative(root, path.resolve(path.dirname(path.join(root, file)), target));
    if (resolved.startsWith("..") || !existsSync(path.join(root, resolved))) {
      broken.push(`${file}: ${target} (not in the repository)`);
    } else if (anchor && resolved.endsWith(".md") && !headingAnchors(read(resolved)).has(anchor)) {
      broken.push(`${file}: ${target}#${anchor} (no such heading)`);
    }
  }
  return broken;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

describe("ARCHITECTURE.md", () => {
  const text = read("ARCHITECTURE.md");

  it(`is at most ${ARCHITECTURE_MAX_LINES} lines`, () => {
    expect(text.trimEnd().split("\n").length).toBeLessThanOrEqual(ARCHITECTURE_MAX_LINES);
  });

  it("names only paths that exist", () => {
    const named = backtickedPaths(text).filter((p) => !p.includes("<"));
    expect(named.length).toBeGreaterThan(20);
    const missing = named.flatMap(expandBraces).filter((p) => !pathExists(p));
    expect(missing).toEqual([]);
  });

  it("links only to files and headings that exist", () => {
    expect(brokenLinks("ARCHITECTURE.md")).toEqual([]);
  });
});

describe("README.md and docs/", () => {
  it("link only to files and headings of the repository that exist", () => {
    const files = ["README.md", ...markdownFiles("docs")];
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("expand braces, read links and make GitHub's heading anchors", () => {
    expect(expandBraces("src/web/locales/{en,sk}/x.json")).toEqual([
      "src/web/locales/en/x.json",
      "src/web/locales/sk/x.json",
    ]);
    expect(backtickedPaths("`src/a.ts` and `db/b.ts` and `npm test` and `src/x.ts (y)`")).toEqual(["src/a.ts"]);
    expect(repoLinks("[a](docs/x.md#h) [b](https://x.org) [c](#top) [d](../y.md)")).toEqual([
      { target: "docs/x.md", anchor: "h" },
      { target: "../y.md", anchor: undefined },
    ]);
    expect([...headingAnchors("## Offline changes (the outbox)\n## Push: SSE and the change bus\n## A\n## A")]).toEqual(
      ["offline-changes-the-outbox", "push-sse-and-the-change-bus", "a", "a-1"],
    );
  });
});
