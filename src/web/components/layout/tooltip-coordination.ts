import { TOOLTIP_SKIP_DELAY_MS } from "@shared/constants";

/*
 * What Radix's Tooltip.Provider did for the header's tooltips, without a provider: one tooltip open
 * at a time, and no waiting while the pointer moves from one control to the next (an open tooltip, or
 * one closed less than TOOLTIP_SKIP_DELAY_MS ago, lets the next one open at once).
 */

let closeOpenTooltip: (() => void) | null = null;
let lastClosedAt = Number.NEGATIVE_INFINITY;

export function isOpenDelaySkipped(): boolean {
  return closeOpenTooltip !== null || performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
}

/** A tooltip that opens closes the one open before it; `close` must stay the same function while open. */
export function claimOpenTooltip(close: () => void): void {
  if (closeOpenTooltip !== null && closeOpenTooltip !== close) closeOpenTooltip();
  closeOpenTooltip = close;
}

export function releaseOpenTooltip(close: () => void): void {
  if (closeOpenTooltip !== close) return;
  closeOpenTooltip = null;
  lastClosedAt = performance.now();
}
