import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from "react";
import { useControlTooltip } from "./use-control-tooltip";

/** The gap kept between a tooltip and the screen's edge. */
const VIEWPORT_MARGIN_PX = 8;

type ControlTooltipProps = {
  /** The control's name, the same words as its aria-label. */
  label: string;
  children: ReactNode;
};

/**
 * Names an icon-only control of a header on hover, on keyboard focus and on a long press
 * (use-control-tooltip.ts says when). The control is wrapped in a span, so any button or link works
 * without forwarding props; its own aria-label stays its accessible name. The name shows below the
 * control (headers sit at the top of the screen), inside the span, so moving the pointer onto it keeps
 * it open; a few lines of our own instead of Radix Tooltip and floating-ui keep ≈ 20 KB out of every
 * page's first load (docs/decisions/014).
 */
export function ControlTooltip({ label, children }: ControlTooltipProps) {
  const tooltipId = useId();
  const { isOpen, triggerRef, triggerHandlers } = useControlTooltip();
  return (
    // The span only hears events bubbling up from the control inside, which is the interactive element.
    <span
      ref={triggerRef}
      className="relative inline-flex select-none [-webkit-touch-callout:none]"
      aria-describedby={isOpen ? tooltipId : undefined}
      {...triggerHandlers}
    >
      {children}
      {isOpen ? <TooltipBubble id={tooltipId} label={label} /> : null}
    </span>
  );
}

/** The name in a bubble with an arrow to the control; its transparent top keeps the pointer inside. */
function TooltipBubble({ id, label }: { id: string; label: string }) {
  const bubbleRef = useRef<HTMLSpanElement>(null);
  useKeptInViewport(bubbleRef, label);
  return (
    <>
      <span
        ref={bubbleRef}
        className="absolute top-full left-1/2 z-50 w-max max-w-[min(20rem,calc(100vw-1rem))] -translate-x-1/2 pt-[5px]"
      >
        <span
          role="tooltip"
          id={id}
          className="block animate-in rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background fade-in-0 zoom-in-95 slide-in-from-top-2"
        >
          {label}
        </span>
      </span>
      <span
        aria-hidden
        className="pointer-events-none absolute top-[calc(100%+5px)] left-1/2 z-50 size-2.5 -translate-x-1/2 -translate-y-1/2 rotate-45 rounded-[2px] bg-foreground animate-in fade-in-0"
      />
    </>
  );
}

/** Centred under its control, a bubble at the screen's edge (the first or last icon on a phone) moves inwards. */
function useKeptInViewport(ref: RefObject<HTMLElement | null>, label: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new label (the trash's count) changes the width
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.marginLeft = "";
    const { left, right } = element.getBoundingClientRect();
    const viewportWidth = document.documentElement.clientWidth;
    if (left < VIEWPORT_MARGIN_PX) element.style.marginLeft = `${VIEWPORT_MARGIN_PX - left}px`;
    else if (right > viewportWidth - VIEWPORT_MARGIN_PX) {
      element.style.marginLeft = `${viewportWidth - VIEWPORT_MARGIN_PX - right}px`;
    }
  }, [ref, label]);
}
