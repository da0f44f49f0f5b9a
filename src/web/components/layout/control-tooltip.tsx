import {
  type ComponentProps,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** How long a finger rests on a control before its name shows, and how long the name stays. */
const LONG_PRESS_MS = 500;
const TOUCH_TOOLTIP_MS = 2000;

type ControlTooltipProps = {
  /** The control's name, the same words as its aria-label. */
  label: string;
  side?: ComponentProps<typeof TooltipContent>["side"];
  children: ReactNode;
};

/**
 * Names an icon-only control on hover, on keyboard focus and on a long press. Radix never opens a
 * tooltip for touch, so a long press opens it here; that press does not also activate the control
 * (the person asked what it is, not to use it). The control is wrapped in a span, so any button or
 * link works without forwarding props; its own aria-label stays its accessible name.
 */
export function ControlTooltip({ label, side = "bottom", children }: ControlTooltipProps) {
  const [isOpen, setIsOpen] = useState(false);
  const pressTimer = useRef<number | undefined>(undefined);
  const hideTimer = useRef<number | undefined>(undefined);
  // From the moment a long press opens the tooltip until it hides itself or the next press.
  const isShownByTouch = useRef(false);
  // The click that ends a long press (if the browser sends one) is not a use of the control.
  const isClickAfterLongPress = useRef(false);
  const isTouchPress = useRef(false);

  useEffect(
    () => () => {
      window.clearTimeout(pressTimer.current);
      window.clearTimeout(hideTimer.current);
    },
    [],
  );

  const handlePointerDown = (event: PointerEvent) => {
    isTouchPress.current = event.pointerType === "touch";
    isClickAfterLongPress.current = false;
    if (!isTouchPress.current) return;
    isShownByTouch.current = false;
    window.clearTimeout(pressTimer.current);
    pressTimer.current = window.setTimeout(() => {
      isShownByTouch.current = true;
      isClickAfterLongPress.current = true;
      setIsOpen(true);
      window.clearTimeout(hideTimer.current);
      hideTimer.current = window.setTimeout(() => {
        isShownByTouch.current = false;
        setIsOpen(false);
      }, TOUCH_TOOLTIP_MS);
    }, LONG_PRESS_MS);
  };
  const cancelLongPress = () => window.clearTimeout(pressTimer.current);
  // Capture phase: stops the click before the control (a link, a button) acts on it.
  const handleClickCapture = (event: MouseEvent) => {
    if (!isClickAfterLongPress.current) return;
    isClickAfterLongPress.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  // Radix closes on the pointer up, leave and click that end a long press; the timer closes it instead.
  const handleOpenChange = (open: boolean) => {
    if (!open && isShownByTouch.current) return;
    setIsOpen(open);
  };

  return (
    <Tooltip open={isOpen} onOpenChange={handleOpenChange}>
      <TooltipTrigger asChild>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: it only hears events bubbling up from the control inside, which is the interactive element */}
        <span
          className="inline-flex select-none [-webkit-touch-callout:none]"
          onPointerDown={handlePointerDown}
          onPointerUp={cancelLongPress}
          onPointerCancel={cancelLongPress}
          onClickCapture={handleClickCapture}
          // A long press would otherwise open the browser's own menu for the link.
          onContextMenu={(event) => {
            if (isTouchPress.current) event.preventDefault();
          }}
        >
          {children}
        </span>
      </TooltipTrigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </Tooltip>
  );
}
