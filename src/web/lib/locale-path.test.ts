import { describe, expect, it } from "vitest";
import { localizePath, stripLocalePrefix, switchLocalePath } from "./locale-path";

describe("language prefixes", () => {
  it.each([
    ["/sk", "/"],
    ["/sk/", "/"],
    ["/sk/about", "/about"],
    ["/sk/shopping/3", "/shopping/3"],
    ["/about", "/about"],
    ["/skupina", "/skupina"],
    ["/", "/"],
  ])("%s without its prefix is %s", (path, expected) => {
    expect(stripLocalePrefix(path)).toBe(expected);
  });

  it("prefixes only Slovak routes", () => {
    expect(localizePath("/", "sk")).toBe("/sk");
    expect(localizePath("/trash", "sk")).toBe("/sk/trash");
    expect(localizePath("/trash", "en")).toBe("/trash");
  });

  it("switches between the prefixed and unprefixed form, keeping query and hash", () => {
    expect(switchLocalePath({ pathname: "/auth", search: "?mode=signup", hash: "" }, "sk")).toBe(
      "/sk/auth?mode=signup",
    );
    expect(switchLocalePath({ pathname: "/sk/auth", search: "?mode=signup", hash: "#x" }, "en")).toBe(
      "/auth?mode=signup#x",
    );
    expect(switchLocalePath({ pathname: "/sk", search: "", hash: "" }, "en")).toBe("/");
    expect(switchLocalePath({ pathname: "/", search: "", hash: "" }, "sk")).toBe("/sk");
  });
});
