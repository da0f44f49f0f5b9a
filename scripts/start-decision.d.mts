// Types of start-decision.mjs, for its tests (the module itself is plain JavaScript: see its header).
export const STAMP_FILE: string;
export const BUILD_INPUTS: readonly string[];
export const BUILD_OUTPUTS: readonly string[];
export type StartDecision =
  | { action: "serve"; reason: string; inputs?: string }
  | { action: "build"; reason: string; inputs: string }
  | { action: "fail"; reason: string };
export function hashBuildInputs(root: string): string;
export function hasBuildTools(root: string): boolean;
export function decideStart(root: string, options?: { rebuild?: boolean }): StartDecision;
export function forgetStamp(root: string): void;
export function writeStamp(root: string, inputs: string): void;
