import { TOOLTIP_DELAY_MS } from "@shared/constants";
import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { claimOpenTooltip, isOpenDelaySkipped, releaseOpenTooltip } from "./tooltip-coordination";

/** How long a finger rests on a control before its name shows, and how long the name stays. */
const LONG_PRESS_MS = 500;
const TOUCH_TOOLTIP_MS = 2000;

/**
 * When a control's tooltip shows, as Radix Tooltip showed it: after TOOLTIP_DELAY_MS of a mouse over
 * the control, at once on keyboard focus; hidden when the pointer leaves, on blur, on a click, on
 * Escape and when the page scrolls. A touch never opens it that way; a long press does, and that press
 * does not also activate the control (the person asked what it is, not to use it).
 */
export function useControlTooltip() {
  const [isOpen, setIsOpen] = useState(false);
  const triggerRef = useRef<HTMLSpanElement>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const pressTimer = useRef<number | undefined>(undefined);
  const hideTimer = useRef<number | undefined>(undefined);
  // From the moment a long press opens the tooltip until it hides itself or the next press.
  const isShownByTouch = useRef(false);
  // The click that ends a long press (if the browser sends one) is not a use of the control.
  const isClickAfterLongPress = useRef(false);
  const isTouchPress = useRef(false);
  // Focus that comes from a press is not keyboard focus: the tooltip stays closed.
  const isPointerDown = useRef(false);
  // After a click closed it, moving the mouse over the same control does not reopen it until it leaves.
  const hasPointerMoveOpened = useRef(false);

  const close = useCallback(() => {
    window.clearTimeout(openTimer.current);
    openTimer.current = undefined;
    setIsOpen(false);
  }, []);
  // Leave, blur, click, Escape and scroll would end a long press's tooltip at once; its timer ends it.
  const requestClose = useCallback(() => {
    if (!isShownByTouch.current) close();
  }, [close]);

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(pressTimer.current);
      window.clearTimeout(hideTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!isOpen) return;
    claimOpenTooltip(close);
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") requestClose();
    };
    const handleScroll = (event: Event) => {
      if (event.target instanceof Node && event.target.contains(triggerRef.current)) requestClose();
    };
    document.addEventListener("keydown", handleKeyDown);
    window.addEventListener("scroll", handleScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      window.removeEventListener("scroll", handleScroll, { capture: true });
      releaseOpenTooltip(close);
    };
  }, [isOpen, close, requestClose]);

  const handlePointerMove = (event: PointerEvent) => {
    if (event.pointerType === "touch" || hasPointerMoveOpened.current || openTimer.current !== undefined) return;
    hasPointerMoveOpened.current = true;
    if (isOpenDelaySkipped()) {
      setIsOpen(true);
      return;
    }
    openTimer.current = window.setTimeout(() => {
      openTimer.current = undefined;
      setIsOpen(true);
    }, TOOLTIP_DELAY_MS);
  };
  const handlePointerLeave = () => {
    hasPointerMoveOpened.current = false;
    requestClose();
  };
  const handlePointerDown = (event: PointerEvent) => {
    isPointerDown.current = true;
    document.addEventListener("pointerup", () => (isPointerDown.current = false), { once: true });
    isTouchPress.current = event.pointerType === "touch";
    isClickAfterLongPress.current = false;
    if (isTouchPress.current) {
      isShownByTouch.current = false;
      startLongPress();
    }
    close();
  };
  const startLongPress = () => {
    window.clearTimeout(pressTimer.current);
    pressTimer.current = window.setTimeout(() => {
      isShownByTouch.current = true;
      isClickAfterLongPress.current = true;
      setIsOpen(true);
      window.clearTimeout(hideTimer.current);
      hideTimer.current = window.setTimeout(() => {
        isShownByTouch.current = false;
        close();
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

  return {
    isOpen,
    triggerRef,
    triggerHandlers: {
      onPointerMove: handlePointerMove,
      onPointerLeave: handlePointerLeave,
      onPointerDown: handlePointerDown,
      onPointerUp: cancelLongPress,
      onPointerCancel: cancelLongPress,
      onClickCapture: handleClickCapture,
      onClick: requestClose,
      onFocus: () => {
        if (!isPointerDown.current) setIsOpen(true);
      },
      onBlur: requestClose,
      // A long press would otherwise open the browser's own menu for the link.
      onContextMenu: (event: MouseEvent) => {
        if (isTouchPress.current) event.preventDefault();
      },
    },
  };
}
