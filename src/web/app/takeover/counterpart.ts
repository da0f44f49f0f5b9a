/**
 * Ids React makes with useId (`_R_2d5_` on the server, `_r_3_` in the browser, older `:r1:`/`«r1»`):
 * they differ between the prerender and the app, so they say nothing about which element is which.
 */
const GENERATED_ID = /^(?:_[rR]_|:[rR]|«[rR])/;

/** The element's place below `root`: the index among its parent's element children, at each level. */
function pathFrom(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function atPath(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/**
 * The element of `newRoot` that stands for `element` of `oldRoot` (the prerendered page and the app's
 * render of the same screen): by id when the id is a real one, else by name (the nth field of that
 * name), else by its place in the tree — with the same tag in every case.
 */
export function counterpart<E extends Element>(element: E, oldRoot: Element, newRoot: Element): E | null {
  const tag = element.tagName;
  const sameTag = (candidate: Element | null | undefined): candidate is E => candidate?.tagName === tag;
  if (element.id && !GENERATED_ID.test(element.id)) {
    const byId = findById(newRoot, element.id);
    if (sameTag(byId)) return byId;
  }
  const name = element.getAttribute("name");
  if (name) {
    const named = (root: Element) =>
      [...root.getElementsByTagName(tag)].filter((candidate) => candidate.getAttribute("name") === name);
    const byName = named(newRoot)[named(oldRoot).indexOf(element)];
    if (sameTag(byName)) return byName;
  }
  const path = pathFrom(oldRoot, element);
  const byPlace = path ? atPath(newRoot, path) : null;
  return sameTag(byPlace) ? byPlace : null;
}

/** The element with that id below `root` (a plain walk: ids need no escaping, unlike a selector). */
function findById(root: Element, id: string): Element | null {
  for (const candidate of root.getElementsByTagName("*")) if (candidate.id === id) return candidate;
  return null;
}
