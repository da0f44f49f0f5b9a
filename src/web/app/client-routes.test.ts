// @vitest-environment jsdom
import { CLIENT_ROUTES, LOCALE_ROOTS } from "@shared/client-routes";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { appRouter } from "./router";

/** The full path of every screen in a route tree ("*" — the not-found screen — left out). */
function screenPaths(routes: readonly RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.children) return screenPaths(route.children, path);
    return route.path === "*" ? [] : [path];
  });
}

function joinPath(parent: string, child: string): string {
  return child.startsWith("/") ? child : `${parent.replace(/\/$/, "")}/${child}`;
}

describe("the web router", () => {
  it.each(LOCALE_ROOTS)("has exactly the screens of src/shared/client-routes.ts under %s", (root) => {
    const tree = appRouter().routes.find((route) => route.path === root);
    expect(tree, `a route tree at ${root}`).toBeDefined();
    const expected = CLIENT_ROUTES.map((route) => joinPath(root, route).replace(/(.)\/$/, "$1"));
    const actual = screenPaths([tree as RouteObject]).map((path) => path.replace(/(.)\/$/, "$1"));
    expect(new Set(actual)).toEqual(new Set(expected));
    expect(actual).toHaveLength(expected.length);
  });
});
