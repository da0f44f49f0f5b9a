/**
 * sharp (libvips and its thread pool) costs ≈ 10–20 MB of resident memory once loaded, and only a
 * picture upload needs it (a profile picture, a note's photo): loaded on the first one, not at start
 * (issue 10's idle RSS budget).
 */
let loadedSharp: Promise<typeof import("sharp")> | undefined;

export async function loadSharp() {
  loadedSharp ??= import("sharp");
  return (await loadedSharp).default;
}
