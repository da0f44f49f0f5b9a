import { useCallback, useEffect, useState } from "react";
import { useStableHandler } from "@/lib/use-stable-handler";
import { openLayer } from "./layer-history";

/**
 * While `isOpen`, the layer (dialog, sheet, menu) is one step of the browser's history: Back calls
 * `requestClose` — the same path as Esc, so a form with changes can ask first — and never leaves the
 * screen; closing it any other way gives the step back (layer-history.ts).
 */
export function useBackCloses(isOpen: boolean, requestClose: () => void): void {
  const handleBack = useStableHandler(requestClose);
  useEffect(() => {
    if (!isOpen) return;
    return openLayer({ requestClose: handleBack });
  }, [isOpen, handleBack]);
}

type OpenProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void };

/**
 * The Radix root's props with Back closing it (components/ui's Dialog, AlertDialog, DropdownMenu,
 * Popover). An uncontrolled root (a trigger and no `open`) is controlled here, so Back can close it too.
 */
export function useBackClosesRoot<Props extends OpenProps>(props: Props): Props {
  const { open, defaultOpen = false, onOpenChange } = props;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isControlled = open !== undefined;
  const isOpen = isControlled ? open : ownOpen;
  const handleOpenChange = useCallback(
    (next: boolean) => {
      if (!isControlled) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [isControlled, onOpenChange],
  );
  useBackCloses(isOpen, () => handleOpenChange(false));
  return { ...props, open: isOpen, onOpenChange: handleOpenChange };
}
